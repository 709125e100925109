import { createRequire } from "node:module"
import path from "node:path"

/**
 * Named chunks for the code pages share by design, not by webpack's size threshold (docs/decisions.md, "A doc's
 * prose as HTML"). Gatsby's `splitChunks` gives a module shared by page components a chunk of its own only when
 * the modules shared by the same pages weigh 20,000 bytes of source; under that, each page's chunk gets a copy. So
 * whether the docs layout had a chunk, and whether every doc repeated `DocProse`, hung on a comment's length.
 *
 * Each chunk here is a module (its root) and every module it imports, directly or not, taken from the chunks of the
 * pages that use the root; a page without the root keeps its own copy of a module it shares with the chunk, and
 * never loads the chunk. The framework and `commons` (what every page uses, in the app's chunk: `commonsIntoApp`)
 * keep their higher priority, so they keep their modules.
 */
export interface PageChunk {
  name: string
  /** The module at the chunk's root, from the project's directory. */
  root: string
  /** Packages every page with the root imports beside it, and what they import: in the chunk too. */
  alongside?: readonly string[]
  priority: number
}

export const PAGE_CHUNKS: readonly PageChunk[] = [
  // The layout of the docs, the docs home, a category's index and the schema reference: sidebar, breadcrumbs,
  // contents, paginator, the page's Markdown actions.
  { name: "docs-layout", root: "src/components/DocsLayout/index.tsx", priority: 16 },
  // What every doc has and the reference's pages do not: the doc's page and DocProse. Apart from the layout, so
  // the reference does not load them.
  // The MDX runtime, which every doc's compiled MDX imports (gatsby-plugin-mdx's providerImportSource), with them.
  { name: "doc-page", root: "src/components/DocPage/index.tsx", alongside: ["@mdx-js/react"], priority: 15 },
]

/** Gatsby's entry chunk, every page's first script of ours. */
export const APP_CHUNK = "app"

/**
 * What every page uses (Gatsby's `commons` cache group: the navbar, the footer, the dialogs) goes into the app's own
 * chunk, which every page loads already, not into a file of its own: one request less, and one gzip stream with the
 * app's code instead of two (0.7 KB less on every page, benchmarks.md, 2026-12-07). webpack's SplitChunksPlugin puts
 * a cache group's modules into the existing chunk of the group's name when that chunk is a parent of every chunk they
 * come from, as the app's entry is of every page's. Returns false when Gatsby's config has no `commons` group.
 */
export function commonsIntoApp(cacheGroups: Record<string, unknown>): boolean {
  const commons = cacheGroups.commons
  if (typeof commons !== "object" || commons === null) return false
  cacheGroups.commons = { ...commons, name: APP_CHUNK }
  return true
}

/** The parts of webpack's module graph the rule reads (webpack's own types are wider). */
export interface GraphModule {
  resource?: string
}
export interface ModuleGraphLike {
  getIncomingConnections(
    module: GraphModule,
  ): Iterable<{ originModule: GraphModule | null; dependency?: { type: string } | null }>
}
export interface ChunkGraphLike {
  isModuleInChunk(module: GraphModule, chunk: unknown): boolean
}

const withoutQuery = (resource: string) => resource.replace(/\?.*$/, "")

/**
 * The module that `root` names among `module` and the modules that import it, directly or not; null if none. Only
 * static imports count: a module loaded with `import()` has a chunk of its own and is not part of its importer's.
 */
export function importingRoot(module: GraphModule, rootFile: string, moduleGraph: ModuleGraphLike): GraphModule | null {
  const seen = new Set<GraphModule>()
  const queue = [module]
  while (queue.length > 0) {
    const current = queue.shift() as GraphModule
    if (seen.has(current)) continue
    seen.add(current)
    if (current.resource && withoutQuery(current.resource) === rootFile) return current
    for (const { originModule, dependency } of moduleGraph.getIncomingConnections(current))
      if (originModule && !dependency?.type.startsWith("import()")) queue.push(originModule)
  }
  return null
}

/** The module whose resource is `rootFile`, among the compilation's modules. */
function findRoot(modules: Iterable<GraphModule>, rootFile: string): GraphModule | null {
  for (const module of modules) if (module.resource && withoutQuery(module.resource) === rootFile) return module
  return null
}

export interface CompilationLike {
  modules: Iterable<GraphModule>
  chunkGraph: ChunkGraphLike
  moduleGraph: ModuleGraphLike
}

/**
 * webpack cache groups for `PAGE_CHUNKS`, rooted in `directory`, each its own chunk whatever its size, and the
 * plugin that hands them the compilation: a cache group's `chunks` filter is given the chunk only, and must ask the
 * compilation's chunk graph whether the chunk holds the root.
 */
export function pageChunks(
  directory: string,
  resolvePackage: (name: string) => string = createRequire(path.join(directory, "package.json")).resolve,
) {
  let compilation: CompilationLike | null = null
  const roots = new Map<string, GraphModule | null>()
  const root = (file: string) => {
    if (!compilation) throw new Error("gatsby/lib/page-chunks.ts: a chunk was split outside a compilation")
    if (!roots.has(file)) roots.set(file, findRoot(compilation.modules, file))
    return roots.get(file) ?? null
  }
  const plugin = {
    apply(compiler: {
      hooks: { thisCompilation: { tap(name: string, handler: (compilation: CompilationLike) => void): void } }
    }) {
      compiler.hooks.thisCompilation.tap("PageChunks", (current) => {
        compilation = current
        roots.clear()
      })
    },
  }
  const cacheGroups = Object.fromEntries(
    PAGE_CHUNKS.map((chunk) => {
      const rootFile = path.join(directory, chunk.root)
      const reachedFrom = [rootFile, ...(chunk.alongside ?? []).map((name) => resolvePackage(name))]
      return [
        chunk.name,
        {
          name: chunk.name,
          priority: chunk.priority,
          enforce: true,
          // The chunks of the pages that use the root (a page component's, or one shared among page components).
          chunks: (candidate: unknown) => {
            const module = root(rootFile)
            return module !== null && compilation !== null && compilation.chunkGraph.isModuleInChunk(module, candidate)
          },
          test: (module: GraphModule, { moduleGraph }: { moduleGraph: ModuleGraphLike }) =>
            reachedFrom.some((file) => importingRoot(module, file, moduleGraph) !== null),
        },
      ]
    }),
  )
  return { plugin, cacheGroups }
}
