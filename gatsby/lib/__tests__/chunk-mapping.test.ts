import { chunkMappingFilePath, externalizeChunkMapping, isChunkMappingFile } from "../chunk-mapping"

const MAP = `window.___chunkMapping="{\\"app\\":[\\"/app-0123456789abcdef0123.js\\"]}";`
// As Gatsby 5 stitches its scripts slice into a page.
const page = (map = MAP) =>
  `<html><body><div id="___gatsby"></div><script\n            id="gatsby-chunk-mapping"\n    ` +
  `      >\n            ${map}\n          </script><script>window.___webpackCompilationHash="f9c4";</script><script ` +
  `src="/app-0123456789abcdef0123.js" async></script></body></html>`

describe("externalizeChunkMapping", () => {
  it("loads the chunk map from a file, as a plain script where the inline one stood, before the async app script", () => {
    const { html, file } = externalizeChunkMapping(page())
    expect(file).toEqual({ path: chunkMappingFilePath(MAP), body: MAP })
    expect(html).toBe(
      `<html><body><div id="___gatsby"></div><script id="gatsby-chunk-mapping" src="${file?.path}"></script>` +
        `<script>window.___webpackCompilationHash="f9c4";</script>` +
        `<script src="/app-0123456789abcdef0123.js" async></script></body></html>`,
    )
  })

  it("names the file by its text, with 20 hex digits as the host's immutable rule expects, and a new map by a new name", () => {
    expect(chunkMappingFilePath(MAP)).toMatch(/^\/chunk-map-[0-9a-f]{20}\.js$/)
    expect(isChunkMappingFile(chunkMappingFilePath(MAP).slice(1))).toBe(true)
    expect(isChunkMappingFile("app-d04eceea5975040682d0.js")).toBe(false)
    expect(externalizeChunkMapping(page()).file?.path).toBe(externalizeChunkMapping(page()).file?.path)
    expect(externalizeChunkMapping(page(MAP.replace("0123", "4567"))).file?.path).not.toBe(chunkMappingFilePath(MAP))
  })

  it("writes a file whose text sets the map the app reads", () => {
    const win: { ___chunkMapping?: string } = {}
    new Function("window", externalizeChunkMapping(page()).file?.body ?? "")(win)
    expect(JSON.parse(win.___chunkMapping ?? "")).toEqual({ app: ["/app-0123456789abcdef0123.js"] })
  })

  it("leaves a page without an inline map as it is, such as one already done by an earlier build", () => {
    const done = externalizeChunkMapping(page()).html
    expect(externalizeChunkMapping(done)).toEqual({ html: done, file: null })
  })
})
