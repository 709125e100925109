import path from "node:path"

/**
 * The import graph between the top-level folders, counted against the floors of docs/architecture.md ("Layout"):
 * each folder imports only from the floors below it. Pure: it takes file paths and texts, and says which relative
 * imports go back up the floors (or across, between two libraries of one floor) and which folders import each
 * other in a circle. scripts/__tests__/import-graph.test.ts holds the project to none of either; lint
 * (eslint.config.mjs) refuses the same imports file by file as they are written.
 */

/** The floors of docs/architecture.md's table: 0 the ground floor, the libraries above it, then the top floors. */
export const TOP_FLOOR = 3
export const FLOORS: Readonly<Record<string, number>> = {
  core: 0,
  schema: 1,
  hosting: 1,
  feedback: 1,
  "doc-examples": 2,
  src: TOP_FLOOR,
  gatsby: TOP_FLOOR,
  sandbox: TOP_FLOOR,
  mcp: TOP_FLOOR,
  functions: TOP_FLOOR,
  scripts: TOP_FLOOR,
  e2e: TOP_FLOOR,
  bench: TOP_FLOOR,
}
/** The files at the repository's root (gatsby-node.ts, gatsby-config.ts, …): Gatsby's and Jest's hooks, a top floor. */
export const ROOT_FOLDER = "(root)"

/** A relative specifier after `from`, `import`, `import(` or `require(`: what Node, webpack and esbuild resolve. */
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\(\s*)["'](\.{1,2}\/[^"']*)["']/g

/** The relative import specifiers of a source text, in order ("../core/routes", "./styles.module.css"). */
export function relativeSpecifiers(text: string): string[] {
  return [...text.matchAll(IMPORT)].map((match) => match[1])
}

/** The sources the graph counts: TypeScript and JavaScript modules that are not tests, mocks or declarations. */
export function isCountedSource(file: string): boolean {
  if (!/\.(ts|tsx|mts|cts|js|mjs)$/.test(file) || file.endsWith(".d.ts")) return false
  const parts = file.split(/[\\/]/)
  if (parts.includes("__tests__") || parts.includes("__mocks__") || parts.includes("node_modules")) return false
  return !/\.(test|spec)\.[cm]?[jt]sx?$/.test(file)
}

/**
 * The top-level folder a repository path is in ("schema/src/load.ts" -> "schema"), or ROOT_FOLDER for a root file.
 * A bare folder name is that folder: an import of "../../schema" loads its entry point, schema/index.ts.
 */
export function folderOf(file: string): string {
  const parts = path.posix.normalize(file.replace(/\\/g, "/")).split("/")
  if (parts.length > 1 || Object.hasOwn(FLOORS, parts[0])) return parts[0]
  return ROOT_FOLDER
}

export const floorOf = (folder: string): number | null =>
  folder === ROOT_FOLDER ? TOP_FLOOR : Object.hasOwn(FLOORS, folder) ? FLOORS[folder] : null

export interface ImportEdge {
  /** The importing file, relative to the repository ("schema/src/load.ts"). */
  file: string
  specifier: string
  from: string
  to: string
}

/** Every relative import between two top-level folders; an import that leaves the repository is not ours. */
export function folderImports(sources: readonly { file: string; text: string }[]): ImportEdge[] {
  const edges: ImportEdge[] = []
  for (const { file, text } of sources) {
    if (!isCountedSource(file)) continue
    const from = folderOf(file)
    for (const specifier of relativeSpecifiers(text)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file.replace(/\\/g, "/")), specifier))
      if (target.startsWith("../")) continue
      const to = folderOf(target)
      if (to !== from) edges.push({ file, specifier, from, to })
    }
  }
  return edges
}

/**
 * The imports against the floors: up (a folder importing a higher floor) and across (a library importing another
 * library of its own floor). The top floors import each other under rules of their own (lint's), not counted here.
 * A folder with no floor is named as such, so a new folder is placed before it is counted.
 */
export function floorViolations(edges: readonly ImportEdge[]) {
  const up: ImportEdge[] = []
  const across: ImportEdge[] = []
  const unplaced = new Set<string>()
  for (const edge of edges) {
    const from = floorOf(edge.from)
    const to = floorOf(edge.to)
    if (from === null) unplaced.add(edge.from)
    if (to === null) unplaced.add(edge.to)
    if (from === null || to === null) continue
    if (to > from) up.push(edge)
    else if (to === from && from < TOP_FLOOR) across.push(edge)
  }
  return { up, across, unplaced: [...unplaced].sort() }
}

/** The circles between folders: each group of two or more folders that import one another, directly or not. */
export function folderCircles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, Set<string>>()
  for (const { from, to } of edges) next.set(from, (next.get(from) ?? new Set()).add(to))
  const reaches = (start: string) => {
    const seen = new Set<string>()
    const stack = [start]
    while (stack.length > 0) {
      for (const folder of next.get(stack.pop() ?? "") ?? []) {
        if (!seen.has(folder)) {
          seen.add(folder)
          stack.push(folder)
        }
      }
    }
    return seen
  }
  const reached = new Map([...next.keys()].map((folder) => [folder, reaches(folder)]))
  const circles = new Map<string, string[]>()
  for (const [folder, seen] of reached) {
    const circle = [...seen].filter((other) => other === folder || reached.get(other)?.has(folder)).sort()
    if (circle.length > 1) circles.set(circle.join(" "), circle)
  }
  return [...circles.values()]
}

/** The counts the test asserts and prints. */
export function importGraphCounts(sources: readonly { file: string; text: string }[]) {
  const edges = folderImports(sources)
  const { up, across, unplaced } = floorViolations(edges)
  const circles = folderCircles(edges)
  return { imports: edges.length, up, across, unplaced, circles }
}
