import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import type { Chunk, ChunkGraph, Compiler, Configuration, Module, RuleSetRule, WebpackPluginInstance } from "webpack"
import { runtimeConditionProblems } from "./lib/runtime-conditions"
import { PRODUCTION_CLASS_NAME, setCssModuleClassNames } from "./lib/css-class-names"
import { isMonacoGraphQLEntryRequest, isPlaygroundEditorChunkPath, isPlaygroundEditorPath, isPlaygroundModulePath, isPlaygroundShellCssPath, isWorkerChunk } from "./lib/playground-chunks"

type GroupTest = (module: Module, context: { chunkGraph: ChunkGraph }) => boolean
type CacheGroup = { chunks?: unknown; test?: unknown; [key: string]: unknown }
type SplitChunks = { chunks?: unknown; cacheGroups?: Record<string, CacheGroup | false> }

/** .graphql operation documents are imported as text (src/lib/api/operations). */
const graphqlSourceRule = { test: /\.graphql$/, type: "asset/source" }

/** graphql-ws is an optional peer of @graphiql/toolkit for subscriptions, which the API does not have. */
const resolve: { alias: Record<string, false> } = { alias: { "graphql-ws": false } }

/**
 * GraphiQL and monaco-graphql load Monaco through monaco-graphql's
 * esm/monaco-editor.js, which registers every editor feature; the playground's
 * own entry registers the ones it uses (src/playground/editor/monaco-lean.ts).
 * monaco-graphql imports it as "./monaco-editor", which an alias cannot catch.
 */
type ReplacementFactory = (test: RegExp, replace: (resource: { context: string; request: string }) => void) => WebpackPluginInstance
const monacoEntryReplacement = (plugins: { normalModuleReplacement: unknown }) =>
  (plugins.normalModuleReplacement as ReplacementFactory)(/monaco-editor(?:\.js)?$/, (resource) => {
    if (isMonacoGraphQLEntryRequest(resource.request, resource.context)) resource.request = path.resolve("src/playground/editor/monaco-lean.ts")
  })

/**
 * The editor imports graphql-js as CommonJS, the rest of the site as ES
 * modules: two separate module instances. With one shared instance, webpack
 * keeps in the API client's chunk every graphql export the editor uses (tree
 * shaking is per module, not per chunk), which cost readers with a key 1.2 KB
 * on every docs page.
 */
const graphqlDir = path.resolve("node_modules/graphql")
function graphqlCommonJs(request: string): string {
  const sub = request.replace(/^graphql\/?/, "").replace(/\.m?js$/, "")
  if (!sub) return "graphql/index.js"
  return fs.existsSync(path.join(graphqlDir, sub, "index.js")) ? `graphql/${sub}/index.js` : `graphql/${sub}.js`
}
const editorGraphqlReplacement = (plugins: { normalModuleReplacement: unknown }) =>
  (plugins.normalModuleReplacement as ReplacementFactory)(/^graphql(?:\/.*)?$/, (resource) => {
    if (isPlaygroundModulePath(`${resource.context}/`)) resource.request = graphqlCommonJs(resource.request)
  })

/** Fails the build when a script's code is guarded by a runtime id this build does not have (gatsby/lib/runtime-conditions.ts). */
const checkRuntimeConditions: WebpackPluginInstance = {
  apply(compiler: Compiler) {
    const name = "zfv-check-runtime-conditions"
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap({ name, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, (assets) => {
        const scripts = Object.entries(assets)
          .filter(([file]) => file.endsWith(".js"))
          .map(([file, source]) => ({ name: file, code: String(source.source()) }))
        const problems = runtimeConditionProblems(scripts)
        if (problems.length > 0) compilation.errors.push(new compiler.webpack.WebpackError(`Scripts that would skip their imports in every runtime (a stale webpack cache; run "npm run clean"):\n${problems.join("\n")}`))
      })
    })
  },
}

const isCss = (module: Module) => module.type === "css/mini-extract"
const pathOf = (module: Module) => module.nameForCondition() ?? ""
const isPlaygroundModule = (module: Module) => isPlaygroundModulePath(pathOf(module))
const notWorker = (chunk: Chunk) => !isWorkerChunk(chunk.getEntryOptions())

/** Whether a chunk holds the editor's own code (the lazy import of src/playground/editor). */
const editorChunks = new WeakMap<Chunk, boolean>()
function isEditorChunk(chunk: Chunk, chunkGraph: ChunkGraph): boolean {
  let result = editorChunks.get(chunk)
  if (result === undefined) {
    result = false
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (isPlaygroundEditorPath(pathOf(module))) {
        result = true
        break
      }
    }
    editorChunks.set(chunk, result)
  }
  return result
}

/** Production CSS module class names are short hashes; the server render must name classes as the browser bundle does. */
function shortenClassNames(config: Configuration, stage: string, reporter: { panicOnBuild: (message: string) => void }) {
  if (setCssModuleClassNames(config.module?.rules ?? [], PRODUCTION_CLASS_NAME) === 0) reporter.panicOnBuild(`gatsby/lib/css-class-names.ts found no CSS modules loader in the ${stage} webpack config`)
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions, loaders, plugins, reporter }) => {
  // The server render never runs the playground editor (it loads after mount), so
  // the server bundle leaves it out instead of compiling Monaco for Node.
  const serverRules: RuleSetRule[] = [graphqlSourceRule, { test: (path: string) => isPlaygroundEditorPath(path), use: loaders.null() }]
  if (stage === "develop-html") {
    actions.setWebpackConfig({ module: { rules: serverRules }, resolve })
    return
  }
  if (stage === "build-html") {
    const config = getConfig() as Configuration
    config.module?.rules?.push(...serverRules)
    config.resolve = { ...config.resolve, alias: { ...(config.resolve?.alias as Record<string, string | false>), ...resolve.alias } }
    shortenClassNames(config, stage, reporter)
    actions.replaceWebpackConfig(config)
    return
  }
  if (stage !== "build-javascript") {
    actions.setWebpackConfig({ module: { rules: [graphqlSourceRule] }, resolve, plugins: [monacoEntryReplacement(plugins)] })
    return
  }
  const config = getConfig() as Configuration & { optimization: { splitChunks: SplitChunks; usedExports?: boolean | "global" } }
  config.module?.rules?.push(graphqlSourceRule)
  config.resolve = { ...config.resolve, alias: { ...(config.resolve?.alias as Record<string, string | false>), ...resolve.alias } }
  config.plugins?.push(monacoEntryReplacement(plugins), editorGraphqlReplacement(plugins))
  shortenClassNames(config, stage, reporter)

  // Which exports a module uses is worked out for the whole build, not per
  // runtime. Per runtime (webpack's default), a module shared by the pages and
  // a Monaco worker gets imports guarded by the runtime's chunk id
  // (`if (7311 == __webpack_require__.j)`), and webpack's persistent cache
  // reuses that code after the id changes: the id of the "webpack-runtime"
  // chunk depends on how many chunks the build has (7311 with the test routes,
  // 311 without), so `npm test` then `npm start` served a playground whose
  // imports were all skipped ("Cannot read properties of undefined (reading
  // 'Kind')"). Global usage costs the editor's chunks the few exports only a
  // worker uses; checkRuntimeConditions fails a build that still has such
  // guards with an id no runtime of the build has.
  config.optimization.usedExports = "global"
  config.plugins?.push(checkRuntimeConditions)

  // Gatsby merges every CSS module into one stylesheet and warns when chunks
  // import them in different orders. Our styles are CSS modules (class
  // selectors) over a global sheet of element rules and variables, so their
  // relative order never decides a rule; the warnings are noise.
  const cssExtract = config.plugins?.find((plugin) => plugin?.constructor.name === "MiniCssExtractPlugin") as { options?: { ignoreOrder?: boolean } } | undefined
  if (cssExtract?.options) cssExtract.options.ignoreOrder = true

  // The playground (GraphiQL + Monaco) must cost other pages nothing:
  // - Gatsby puts all CSS in one "styles" chunk that it inlines into every
  //   page's HTML; the editor's CSS goes to a chunk of its own instead,
  //   loaded with a <link> when the editor loads, and the /graphql/ shell's
  //   CSS stays with that page (inlined into its HTML only).
  // - The editor's JS is one chunk (plus the on-demand explorer plugin):
  //   every chunk adds an entry to the runtime that every page loads.
  // - Monaco's web workers are entry chunks of their own; left to Gatsby's
  //   split groups (chunks: "all") they share chunks with the pages, which
  //   pulls Monaco into "commons" and breaks the workers. Only one group
  //   splits them: the base the three workers share, loaded once.
  // - Gatsby's "commons" takes a module used by as many chunks as there are
  //   page components; the editor's chunks must never count towards it.
  const splitChunks = config.optimization.splitChunks
  splitChunks.chunks = notWorker
  const groups = splitChunks.cacheGroups ?? {}
  for (const group of Object.values(groups)) if (group && group.chunks === "all") group.chunks = notWorker
  const styles = groups.styles
  if (styles) styles.test = (module: Module) => isCss(module) && !isPlaygroundModule(module) && !isPlaygroundShellCssPath(pathOf(module))
  const commons = groups.commons
  if (commons) commons.test = (module: Module) => !isPlaygroundModule(module)
  // A module the editor shares with another lazy chunk (graphql-js, with the
  // API client's chunk) is not split out: that would add a request and a
  // runtime entry to the other pages for the editor's sake. The editor keeps
  // its own copy instead.
  const shared = groups.shared
  if (shared && typeof shared.test === "function") {
    const sharedTest = shared.test as GroupTest
    shared.test = (module: Module, context: { chunkGraph: ChunkGraph }) => {
      for (const chunk of context.chunkGraph.getModuleChunksIterable(module)) if (isEditorChunk(chunk, context.chunkGraph)) return false
      return sharedTest(module, context)
    }
  }
  groups.playgroundWorkerBase = { chunks: (chunk: Chunk) => isWorkerChunk(chunk.getEntryOptions()), minChunks: 2, name: "playground-worker-base", priority: 50, enforce: true }
  groups.playgroundEditor = { test: (module: Module) => !isCss(module) && isPlaygroundEditorChunkPath(pathOf(module)), chunks: (chunk: Chunk) => !chunk.canBeInitial() && notWorker(chunk), name: "playground-editor", priority: 45, enforce: true }
  groups.playgroundStyles = { test: (module: Module) => isCss(module) && isPlaygroundModule(module), name: "playground-styles", chunks: "async", priority: 40, enforce: true }
  splitChunks.cacheGroups = groups
  actions.replaceWebpackConfig(config)
}
