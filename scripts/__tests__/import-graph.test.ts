import fs from "node:fs"
import path from "node:path"
import { ROOT } from "../harness/services"
import {
  FLOORS,
  TOP_FLOOR,
  folderCircles,
  folderImports,
  importGraphCounts,
  isCountedSource,
  relativeSpecifiers,
  type ImportEdge,
} from "../lib/import-graph"
import { projectFiles } from "../lib/project-files"

const sources = projectFiles(ROOT)
  .filter(isCountedSource)
  .map((file) => ({ file, text: fs.readFileSync(path.join(ROOT, file), "utf8") }))
const named = (edges: readonly ImportEdge[]) => edges.map((edge) => `${edge.file}: ${edge.specifier}`)

describe("the project's import graph", () => {
  const counts = importGraphCounts(sources)

  it("has no import back up the floors, none across two libraries, and no circle between folders", () => {
    console.info(
      `import graph: ${sources.length} files, ${counts.imports} imports between folders; ` +
        `${counts.up.length} up, ${counts.across.length} across, ${counts.circles.length} circles`,
    )
    expect(named(counts.up)).toEqual([])
    expect(named(counts.across)).toEqual([])
    expect(counts.circles).toEqual([])
    expect(counts.unplaced).toEqual([])
    expect(counts.imports).toBeGreaterThan(100)
  })

  it("places the folders as docs/architecture.md's Floors table does", () => {
    const table = fs.readFileSync(path.join(ROOT, "docs", "architecture.md"), "utf8")
    const floors: Record<string, number> = {}
    for (const [, floor, folders] of table.matchAll(/^\|\s*(\d+|top)\s*\|([^|]+)\|/gm)) {
      for (const [, folder] of folders.matchAll(/`([\w-]+)\/`/g))
        floors[folder] = floor === "top" ? TOP_FLOOR : Number(floor)
    }
    expect(floors).toEqual(FLOORS)
  })

  it("places them as lint does: its libraries import only lower floors, its users are the top floors", () => {
    const config = fs.readFileSync(path.join(ROOT, "eslint.config.mjs"), "utf8")
    const libraries = JSON.parse(
      (config.match(/^const LIBRARIES = (\{.*\})$/m)?.[1] ?? "{}").replace(/([\w-]+|"[\w-]+"):/g, (_, key: string) =>
        key.startsWith('"') ? `${key}:` : `"${key}":`,
      ),
    ) as Record<string, string[]>
    const users = JSON.parse(config.match(/^const USERS = (\[.*\])$/m)?.[1] ?? "[]") as string[]
    const below = Object.entries(FLOORS).filter(([, floor]) => floor < TOP_FLOOR)
    expect(Object.keys(libraries).sort()).toEqual(
      below
        .map(([folder]) => folder)
        .filter((f) => f !== "core")
        .sort(),
    )
    for (const [library, imported] of Object.entries(libraries))
      for (const folder of imported) expect([library, FLOORS[folder] < FLOORS[library]]).toEqual([library, true])
    expect(users.sort()).toEqual(
      Object.keys(FLOORS)
        .filter((folder) => FLOORS[folder] === TOP_FLOOR)
        .sort(),
    )
  })
})

describe("counting", () => {
  const source = (file: string, ...specifiers: string[]) => ({
    file,
    text: specifiers.map((specifier) => `import { x } from "${specifier}"`).join("\n"),
  })

  it("reads every form of relative import, and no package", () => {
    const text = [
      'import a from "./a"',
      'export { b } from "../b"',
      'import "./side-effect.css"',
      'const c = await import("./c")',
      'type D = typeof import("../d")',
      'const e = require("./e")',
      'import graphql from "graphql"',
    ].join("\n")
    expect(relativeSpecifiers(text)).toEqual(["./a", "../b", "./side-effect.css", "./c", "../d", "./e"])
  })

  it("counts a library importing a top floor as up, and two libraries of one floor as across", () => {
    const counts = importGraphCounts([
      source("core/a.ts", "../src/lib/x"),
      source("schema/src/b.ts", "../../hosting/config", "../../core/routes"),
      source("gatsby/c.ts", "../src/x", "../schema"),
      source("doc-examples/src/d.ts", "../../schema", "../../gatsby-config"),
    ])
    expect(named(counts.up)).toEqual(["core/a.ts: ../src/lib/x", "doc-examples/src/d.ts: ../../gatsby-config"])
    expect(named(counts.across)).toEqual(["schema/src/b.ts: ../../hosting/config"])
  })

  it("finds a circle between folders, however long, and leaves tests, mocks and imports inside a folder out", () => {
    const edges = folderImports([
      source("mcp/a.ts", "../scripts/b", "./c"),
      source("scripts/b.ts", "../sandbox/d"),
      source("sandbox/d.ts", "../mcp/a"),
      source("gatsby/e.ts", "../src/f"),
      source("src/__tests__/f.test.ts", "../../gatsby/e"),
      source("src/g.test.tsx", "../gatsby/e"),
      source("__mocks__/gatsby.ts", "../src/f"),
    ])
    expect(folderCircles(edges)).toEqual([["mcp", "sandbox", "scripts"]])
    expect(edges).toHaveLength(4)
  })

  it("names a folder that has no floor", () => {
    expect(importGraphCounts([source("newfolder/a.ts", "../core/x")]).unplaced).toEqual(["newfolder"])
  })
})
