import { preloadEditorModules } from "../load-editor"

const manifest = {
  entry: "/playground-editor/mount-A.js",
  css: ["/playground-editor/mount-B.css"],
  preload: [
    "/playground-editor/chunk-C.js",
    "/playground-editor/chunk-D.js",
    "/playground-editor/codicon-E.ttf",
    "/playground-editor/mount-A.js",
    "/playground-editor/mount-B.css",
  ],
}

const modulePreloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute("href"),
  )

describe("preloadEditorModules", () => {
  afterEach(() => {
    document.head.innerHTML = ""
  })

  it("asks for every module of the editor but the entry, which the import itself asks for, and nothing else", () => {
    preloadEditorModules(manifest)
    expect(modulePreloads()).toEqual(["/playground-editor/chunk-C.js", "/playground-editor/chunk-D.js"])
  })

  it("asks once, however often the editor is loaded (a Retry)", () => {
    preloadEditorModules(manifest)
    preloadEditorModules(manifest)
    expect(modulePreloads()).toHaveLength(2)
  })
})
