import fs from "node:fs"
import path from "node:path"
import { APP_CHUNK, PAGE_CHUNKS, commonsIntoApp, importingRoot, pageChunks, type GraphModule } from "../page-chunks"
import { LAYOUT_CHUNKS } from "../../../bench/lib/page-js"

/** A module graph from "importer -> imported" edges; `lazy` edges are import() calls. */
function graph(edges: [string, string, "static" | "lazy"][]) {
  const modules = new Map<string, GraphModule>()
  const module = (name: string) => {
    if (!modules.has(name)) modules.set(name, { resource: `/site/${name}` })
    return modules.get(name) as GraphModule
  }
  for (const [from, to] of edges) {
    module(from)
    module(to)
  }
  const moduleGraph = {
    getIncomingConnections: (target: GraphModule) =>
      edges
        .filter(([, to]) => module(to) === target)
        .map(([from, , kind]) => ({
          originModule: module(from),
          dependency: { type: kind === "lazy" ? "import()" : "harmony side effect evaluation" },
        })),
  }
  return { module, modules, moduleGraph }
}

const site = graph([
  [
    "src/templates/doc-page.tsx?__contentFilePath=/site/content/docs/a.mdx",
    "src/components/DocPage/index.tsx",
    "static",
  ],
  ["src/components/DocPage/index.tsx", "src/components/DocsLayout/index.tsx", "static"],
  ["src/components/DocPage/index.tsx", "src/components/DocProse/index.tsx", "static"],
  ["src/components/DocsLayout/index.tsx", "src/components/CopyButton/index.tsx", "static"],
  ["src/components/DocsLayout/index.tsx", "src/components/Layout/index.tsx", "static"],
  ["src/components/Layout/index.tsx", "src/lib/browser/run-operation.ts", "lazy"],
  ["src/pages/graphql.tsx", "src/components/CopyButton/index.tsx", "static"],
  ["content/docs/a.mdx", "node_modules/@mdx-js/react/index.js", "static"],
  ["node_modules/@mdx-js/react/index.js", "node_modules/@mdx-js/react/lib/index.js", "static"],
])

describe("importingRoot", () => {
  it("finds the root among a module's importers, directly or not", () => {
    const root = site.module("src/components/DocsLayout/index.tsx")
    expect(
      importingRoot(
        site.module("src/components/CopyButton/index.tsx"),
        "/site/src/components/DocsLayout/index.tsx",
        site.moduleGraph,
      ),
    ).toBe(root)
    expect(importingRoot(root, "/site/src/components/DocsLayout/index.tsx", site.moduleGraph)).toBe(root)
  })

  it("does not follow import(): a lazily loaded module is not part of its importer's chunk", () => {
    expect(
      importingRoot(
        site.module("src/lib/browser/run-operation.ts"),
        "/site/src/components/Layout/index.tsx",
        site.moduleGraph,
      ),
    ).toBeNull()
  })

  it("finds none for a module the root does not import, and ends on a cycle", () => {
    const cyclic = graph([
      ["a.ts", "b.ts", "static"],
      ["b.ts", "a.ts", "static"],
    ])
    expect(
      importingRoot(cyclic.module("a.ts"), "/site/src/components/DocsLayout/index.tsx", cyclic.moduleGraph),
    ).toBeNull()
    expect(
      importingRoot(
        site.module("src/components/DocProse/index.tsx"),
        "/site/src/components/DocsLayout/index.tsx",
        site.moduleGraph,
      ),
    ).toBeNull()
  })
})

describe("pageChunks", () => {
  // Page chunks as sets of module names: a doc (with the layout), and the playground (without it).
  const docChunk = new Set(site.modules.keys())
  const playgroundChunk = new Set(["src/pages/graphql.tsx", "src/components/CopyButton/index.tsx"])
  const nameOf = new Map([...site.modules].map(([name, module]) => [module, name]))
  const chunkGraph = {
    isModuleInChunk: (module: GraphModule, chunk: unknown) => (chunk as Set<string>).has(nameOf.get(module) ?? ""),
  }
  const compilation = { modules: site.modules.values(), chunkGraph, moduleGraph: site.moduleGraph }
  const { plugin, cacheGroups } = pageChunks("/site", (name) => `/site/node_modules/${name}/index.js`)
  plugin.apply({ hooks: { thisCompilation: { tap: (_name, handler) => handler(compilation) } } })

  it("names one cache group per chunk, each taken whatever its size", () => {
    expect(Object.keys(cacheGroups)).toEqual(PAGE_CHUNKS.map((chunk) => chunk.name))
    for (const chunk of PAGE_CHUNKS)
      expect(cacheGroups[chunk.name]).toMatchObject({ name: chunk.name, enforce: true, priority: chunk.priority })
    // The layout wins a module both chunks' roots import.
    expect(cacheGroups["docs-layout"].priority).toBeGreaterThan(cacheGroups["doc-page"].priority)
  })

  it("takes the root's modules from the chunks of pages that use the root, and leaves other pages their copy", () => {
    const layout = cacheGroups["docs-layout"]
    const copyButton = site.module("src/components/CopyButton/index.tsx")
    expect(layout.test(copyButton, { moduleGraph: site.moduleGraph })).toBe(true)
    expect(layout.chunks(docChunk)).toBe(true)
    expect(layout.chunks(playgroundChunk)).toBe(false)
    expect(layout.test(site.module("src/components/DocProse/index.tsx"), { moduleGraph: site.moduleGraph })).toBe(false)
    expect(
      cacheGroups["doc-page"].test(site.module("src/components/DocProse/index.tsx"), { moduleGraph: site.moduleGraph }),
    ).toBe(true)
  })

  it("takes the packages every doc imports beside the root, and what they import", () => {
    const runtime = site.module("node_modules/@mdx-js/react/lib/index.js")
    expect(cacheGroups["doc-page"].test(runtime, { moduleGraph: site.moduleGraph })).toBe(true)
    expect(cacheGroups["docs-layout"].test(runtime, { moduleGraph: site.moduleGraph })).toBe(false)
  })

  it("names chunks bench:page-js counts as the layout", () => {
    for (const chunk of PAGE_CHUNKS) expect(LAYOUT_CHUNKS).toContain(chunk.name)
  })

  it("roots each chunk in a file of the site", () => {
    for (const chunk of PAGE_CHUNKS) expect(fs.existsSync(path.resolve(chunk.root))).toBe(true)
  })
})

describe("commonsIntoApp", () => {
  it("names Gatsby's commons group after the app's chunk, keeping the rest of it and the other groups", () => {
    const framework = { name: "framework", priority: 40, enforce: true }
    const cacheGroups: Record<string, unknown> = {
      framework,
      commons: { name: "commons", minChunks: 23, priority: 20 },
    }
    expect(commonsIntoApp(cacheGroups)).toBe(true)
    expect(cacheGroups).toEqual({ framework, commons: { name: APP_CHUNK, minChunks: 23, priority: 20 } })
  })

  it("says when Gatsby's config has no commons group, and adds none", () => {
    const cacheGroups: Record<string, unknown> = { default: false, commons: false }
    expect(commonsIntoApp(cacheGroups)).toBe(false)
    expect(cacheGroups).toEqual({ default: false, commons: false })
  })
})
