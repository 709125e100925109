import fs from "node:fs"
import path from "node:path"
import { ROOT } from "../../scripts/harness/services"
import { projectFiles } from "../../scripts/lib/project-files"
import { copiedFiles, scratchCopy, unresolvedImports } from "../lib/scratch-build"

jest.setTimeout(60_000)

describe("the benches' scratch copy", () => {
  let dir: string
  beforeAll(() => {
    dir = scratchCopy()
  })
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it("holds every file of the project git knows, so a new folder needs no change to a list", () => {
    for (const file of ["gatsby-config.ts", "core/graphql-http.ts", "mcp/src/server.ts", "content/schema.graphql"])
      expect(fs.existsSync(path.join(dir, file))).toBe(true)
    expect(copiedFiles(dir).sort()).toEqual(projectFiles(ROOT).sort())
    expect(fs.realpathSync(path.join(dir, "node_modules"))).toBe(fs.realpathSync(path.join(ROOT, "node_modules")))
  })

  it("resolves every relative import of the build's sources inside the copy", () => {
    expect(unresolvedImports(dir)).toEqual([])
  })

  it("names an import that would not resolve", () => {
    fs.writeFileSync(path.join(dir, "gatsby", "zz-lost.ts"), 'export { x } from "../lost-folder/x"\n')
    try {
      expect(unresolvedImports(dir)).toEqual(["gatsby/zz-lost.ts: ../lost-folder/x"])
    } finally {
      fs.rmSync(path.join(dir, "gatsby", "zz-lost.ts"))
    }
  })
})
