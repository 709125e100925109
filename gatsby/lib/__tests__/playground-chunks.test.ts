import { isMonacoGraphQLEntryRequest, isPlaygroundEditorChunkPath, isPlaygroundEditorPath, isPlaygroundModulePath, isPlaygroundShellCssPath, isWorkerChunk } from "../playground-chunks"

describe("isPlaygroundModulePath", () => {
  it("matches the editor's own files and the packages only it uses", () => {
    for (const path of [
      "/site/src/playground/editor/index.tsx",
      "/site/src/playground/editor/graphiql.css",
      "/site/node_modules/graphiql/dist/index.js",
      "/site/node_modules/@graphiql/react/dist/style.css",
      "/site/node_modules/@graphiql/plugin-explorer/node_modules/graphiql-explorer/dist/Explorer.js",
      "/site/node_modules/monaco-editor/esm/vs/editor/browser/widget/codeEditor/editor.css",
      "/site/node_modules/monaco-graphql/esm/graphql.worker.js",
      "/site/node_modules/graphql-language-service/esm/index.js",
      "C:\\site\\node_modules\\monaco-editor\\esm\\vs\\base\\browser\\ui\\codicons\\codicon\\codicon.css",
    ]) {
      expect([path, isPlaygroundModulePath(path)]).toEqual([path, true])
    }
  })

  it("does not match the rest of the site or packages other pages use", () => {
    for (const path of [
      "/site/src/playground/request.ts",
      "/site/src/playground/shell.module.css",
      "/site/src/pages/graphql.tsx",
      "/site/src/components/Navbar/styles.module.css",
      "/site/node_modules/graphql/index.mjs",
      "/site/node_modules/@apollo/client/index.js",
      "/site/node_modules/graphiql-like/index.js",
    ]) {
      expect([path, isPlaygroundModulePath(path)]).toEqual([path, false])
    }
  })
})

describe("isPlaygroundEditorPath", () => {
  it("matches only the editor's own folder", () => {
    expect(isPlaygroundEditorPath("/site/src/playground/editor/index.tsx")).toBe(true)
    expect(isPlaygroundEditorPath("/site/node_modules/graphiql/dist/index.js")).toBe(false)
    expect(isPlaygroundEditorPath("/site/src/playground/request.ts")).toBe(false)
  })
})

describe("isWorkerChunk", () => {
  it("recognises a worker entry by its import-scripts chunk loading", () => {
    expect(isWorkerChunk({ chunkLoading: "import-scripts" })).toBe(true)
    expect(isWorkerChunk({ chunkLoading: "jsonp" })).toBe(false)
    expect(isWorkerChunk({})).toBe(false)
    expect(isWorkerChunk(undefined)).toBe(false)
  })
})

describe("isMonacoGraphQLEntryRequest", () => {
  it("catches GraphiQL's and monaco-graphql's own imports of its Monaco entry", () => {
    expect(isMonacoGraphQLEntryRequest("monaco-graphql/esm/monaco-editor.js", "/site/node_modules/@graphiql/react/dist/stores")).toBe(true)
    expect(isMonacoGraphQLEntryRequest("./monaco-editor", "/site/node_modules/monaco-graphql/esm")).toBe(true)
    expect(isMonacoGraphQLEntryRequest("./monaco-editor.js", "C:\\site\\node_modules\\monaco-graphql\\esm")).toBe(true)
  })

  it("leaves other monaco-editor imports alone", () => {
    expect(isMonacoGraphQLEntryRequest("./monaco-editor", "/site/src/somewhere")).toBe(false)
    expect(isMonacoGraphQLEntryRequest("monaco-editor", "/site/node_modules/monaco-graphql/esm")).toBe(false)
    expect(isMonacoGraphQLEntryRequest("monaco-editor/esm/vs/editor/editor.api", "/site/node_modules/monaco-graphql/esm")).toBe(false)
  })
})

describe("isPlaygroundEditorChunkPath", () => {
  it("takes the editor's modules but leaves the on-demand explorer plugin out", () => {
    expect(isPlaygroundEditorChunkPath("/site/node_modules/monaco-editor/esm/vs/editor/editor.api.js")).toBe(true)
    expect(isPlaygroundEditorChunkPath("/site/src/playground/editor/index.tsx")).toBe(true)
    expect(isPlaygroundEditorChunkPath("/site/node_modules/@graphiql/plugin-explorer/dist/index.js")).toBe(false)
    expect(isPlaygroundEditorChunkPath("/site/node_modules/@graphiql/plugin-explorer/node_modules/graphiql-explorer/dist/Explorer.js")).toBe(false)
    expect(isPlaygroundEditorChunkPath("/site/node_modules/prettier/standalone.mjs")).toBe(false)
  })
})

describe("isPlaygroundShellCssPath", () => {
  it("matches the page shell's CSS only", () => {
    expect(isPlaygroundShellCssPath("/site/src/playground/shell.module.css")).toBe(true)
    expect(isPlaygroundShellCssPath("/site/src/playground/editor/styles.module.css")).toBe(false)
    expect(isPlaygroundShellCssPath("/site/src/components/Navbar/styles.module.css")).toBe(false)
  })
})
