/**
 * The playground editor's own build (docs/architecture.md, "Two bundles").
 * GraphiQL 5, Monaco and Monaco's web workers are built by esbuild into
 * hashed files under public/playground-editor/, never by the site's
 * webpack. The /graphql/ page mounts the result through
 * src/playground/editor-contract.ts. A build is cached on its inputs
 * (package-lock.json, this file, and every source file the last build read),
 * so a build of the site whose editor did not change copies the cached files.
 */
import { createHash } from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import type { BuildOptions, Metafile, Plugin } from "esbuild"
import { SHARED_MODULES_GLOBAL, SHARED_MODULE_IDS, type EditorManifest } from "../../src/playground/editor-contract"
import { CUSTOM_MEDIA } from "../../src/styles/breakpoints"
import { CUSTOM_MEDIA_FILE, expandCustomMediaInCss } from "./custom-media"
import { TOKEN_CLASSES } from "./highlight"

/** Where the site serves the editor's files; every file in it has a content hash in its name. */
export const EDITOR_PUBLIC_PATH = "/playground-editor/"

/**
 * Files the build reads through its plugins rather than as modules, so
 * esbuild's list of inputs leaves them out: they join the cache key.
 */
export const PLUGIN_INPUTS = ["gatsby/lib/custom-media.ts", CUSTOM_MEDIA_FILE, "gatsby/lib/highlight.ts"]

/** The editor bundle's entry (it exports `mount`). */
const ENTRY = "src/playground/editor/mount.tsx"

/** The explorer plugin, loaded when its pane first opens: an entry of its own, so the editor knows its file's name. */
const EXPLORER_ENTRY = "src/playground/editor/explorer-entry.ts"

/** Monaco's web workers: the label Monaco asks for, and the worker's module. */
const EDITOR_WORKERS = {
  json: "monaco-editor/esm/vs/language/json/json.worker.js",
  graphql: "monaco-graphql/esm/graphql.worker.js",
  editor: "monaco-editor/esm/vs/editor/editor.worker.js",
} as const
type EditorWorkerLabel = keyof typeof EDITOR_WORKERS

/** What a finished build leaves in the cache beside its files. */
export interface EditorBuildRecord {
  /** editorCacheKey of the inputs below when the build ran. */
  key: string
  /** The source files the build read outside node_modules, from the project root. */
  inputs: string[]
  manifest: EditorManifest
}

interface CacheInput {
  path: string
  /** The file's content, or null when it no longer exists. */
  content: string | Buffer | null
}

/**
 * The key of an editor build: the hash of the lockfile (every package's
 * version), this builder, and the build's own source files by path and
 * content. Any change to one of them is a new key; nothing else is.
 */
export function editorCacheKey(
  lockfile: string | Buffer,
  builder: string | Buffer,
  inputs: readonly CacheInput[],
): string {
  const hash = createHash("sha256")
  const part = (label: string, content: string | Buffer | null) => {
    hash.update(`${label}\0${content === null ? "-" : createHash("sha256").update(content).digest("hex")}\0`)
  }
  part("package-lock.json", lockfile)
  part("builder", builder)
  for (const input of [...inputs].sort((a, b) => a.path.localeCompare(b.path)))
    part(`input:${input.path}`, input.content)
  return hash.digest("hex")
}

/** The source files of a build outside node_modules (the lockfile stands for those), from its esbuild metafile. */
export function ownInputs(metafile: Pick<Metafile, "inputs">): string[] {
  return Object.keys(metafile.inputs)
    .filter((file) => !file.split(/[\\/]/).includes("node_modules") && !file.includes(":"))
    .sort()
}

/** Packages the editor loads only when the reader asks: Prettier (Prettify) and the explorer plugin (its pane). */
const ON_DEMAND_PACKAGES = /(?:^|[\\/])node_modules[\\/](?:prettier|@graphiql[\\/]plugin-explorer)[\\/]/

/**
 * The manifest of one build from its esbuild metafile: the entry module,
 * its stylesheets, and what to fetch ahead of need (every file but the
 * on-demand chunks), as site paths. Fails naming what is missing, so a
 * change to the build that loses the entry stops the site build.
 */
export function manifestFromMetafile(
  metafile: Pick<Metafile, "outputs">,
  outdir: string,
  publicPath = EDITOR_PUBLIC_PATH,
): EditorManifest {
  const sitePath = (file: string) => publicPath + path.relative(outdir, file).split(path.sep).join("/")
  const outputs = Object.entries(metafile.outputs)
  const entries = outputs.filter(
    ([file, output]) =>
      file.endsWith(".js") &&
      output.entryPoint !== undefined &&
      path.normalize(output.entryPoint) === path.normalize(ENTRY),
  )
  if (entries.length !== 1) throw new Error(`The editor build has ${entries.length} modules for ${ENTRY}; expected one`)
  const [file, output] = entries[0]
  const onDemand = (inputs: Record<string, unknown>) => {
    const files = Object.keys(inputs)
    return (
      files.length > 0 &&
      files.every((input) => ON_DEMAND_PACKAGES.test(input) || path.normalize(input) === path.normalize(EXPLORER_ENTRY))
    )
  }
  // Other stylesheets are what esbuild splits off with the on-demand parts; the entry's holds all the editor uses.
  const cssBundle = output.cssBundle
  const preload = outputs
    .filter(
      ([name, { inputs }]) =>
        !name.endsWith(".map") && !(name.endsWith(".css") && name !== cssBundle) && !onDemand(inputs),
    )
    .map(([name]) => sitePath(name))
  return { entry: sitePath(file), css: output.cssBundle ? [sitePath(output.cssBundle)] : [], preload: preload.sort() }
}

/** Reads a cached build's record; null when there is none or it is not one (a reason to build again, not an error). */
export function readEditorBuildRecord(text: string | null): EditorBuildRecord | null {
  if (text === null) return null
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  if (value === null || typeof value !== "object") return null
  const record = value as Partial<EditorBuildRecord>
  const manifest = record.manifest as Partial<EditorManifest> | undefined
  const isPath = (item: unknown) => typeof item === "string" && item.startsWith(EDITOR_PUBLIC_PATH)
  if (
    typeof record.key !== "string" ||
    !Array.isArray(record.inputs) ||
    !record.inputs.every((input) => typeof input === "string")
  )
    return null
  const isPaths = (items: unknown): items is string[] => Array.isArray(items) && items.every(isPath)
  if (!manifest || !isPath(manifest.entry) || !isPaths(manifest.css) || !isPaths(manifest.preload)) return null
  return {
    key: record.key,
    inputs: record.inputs,
    manifest: { entry: manifest.entry as string, css: manifest.css, preload: manifest.preload },
  }
}

/**
 * The bundle's imports of React read the page's own modules
 * (SHARED_MODULES_GLOBAL, set by src/playground/load-editor.ts), so
 * /graphql/ runs one React, not two.
 */
const sharedModules: Plugin = {
  name: "zfv-shared-modules",
  setup(build) {
    const ids = new Set<string>(SHARED_MODULE_IDS)
    build.onResolve({ filter: /^react(?:-dom)?(?:\/.*)?$/ }, (args) => {
      if (!ids.has(args.path))
        throw new Error(
          `The editor imports ${args.path}, which the page does not share (src/playground/editor-contract.ts, SHARED_MODULE_IDS)`,
        )
      return { path: args.path, namespace: "zfv-shared" }
    })
    build.onLoad({ filter: /.*/, namespace: "zfv-shared" }, (args) => ({
      contents:
        `const shared = globalThis[${JSON.stringify(SHARED_MODULES_GLOBAL)}]; if (!shared) throw new ` +
        `Error("The playground editor needs the page's React (${SHARED_MODULES_GLOBAL})"); module.exports ` +
        `= shared[${JSON.stringify(args.path)}]`,
      loader: "js",
    }))
  },
}

/**
 * GraphiQL loads Monaco through monaco-graphql's esm/monaco-editor.js, which
 * registers every Monaco editor feature; src/playground/editor/monaco-lean.ts
 * registers the ones a GraphQL and JSON editor uses instead.
 */
const leanMonaco: Plugin = {
  name: "zfv-lean-monaco",
  setup(build) {
    build.onResolve({ filter: /(?:^monaco-graphql\/esm|^\.)\/monaco-editor(?:\.js)?$/ }, (args) => {
      if (args.path.startsWith(".") && !/[\\/]monaco-graphql[\\/]esm$/.test(args.resolveDir)) return undefined
      return { path: path.resolve("src/playground/editor/monaco-lean.ts") }
    })
  },
}

/** graphql-ws is an optional peer of @graphiql/toolkit, loaded only for subscriptions, which the API does not have. */
const noGraphqlWs: Plugin = {
  name: "zfv-no-graphql-ws",
  setup(build) {
    build.onResolve({ filter: /^graphql-ws$/ }, () => ({ path: "graphql-ws", namespace: "zfv-empty" }))
    build.onLoad({ filter: /.*/, namespace: "zfv-empty" }, () => ({
      contents: "export const createClient = undefined",
      loader: "js",
    }))
  },
}

/**
 * A CSS module of the editor's, with the site's global class names that it
 * could meet on /graphql/ named as global too: the code-token classes
 * (`<span class=k>`, gatsby/lib/highlight.ts), one letter each. esbuild
 * shortens a module's class names to a letter or two and avoids only the
 * global names it sees; the site's stylesheets are not in its build. Without
 * this, the editor's `.n` and `.c` restyled the first view's highlighted
 * operation while the editor started, and moved it. The rule is empty, so
 * the minifier drops it.
 */
export function withSiteClassNamesReserved(css: string): string {
  const selector = Object.values(TOKEN_CLASSES)
    .map((name) => `:global(.${name})`)
    .join("")
  return `${css}\n${selector} {}\n`
}

/**
 * The editor's own stylesheets write custom media as the site's do
 * (gatsby/lib/custom-media.ts); esbuild passes `@media (--name)` through
 * untouched, so they are expanded as esbuild loads them. CSS modules also
 * keep clear of the site's short class names (withSiteClassNamesReserved).
 */
const siteCss: Plugin = {
  name: "zfv-site-css",
  setup(build) {
    build.onLoad({ filter: /\.css$/ }, async (args) => {
      if (args.path.split(/[\\/]/).includes("node_modules")) return undefined
      const file = path.relative(process.cwd(), args.path)
      const contents = await expandCustomMediaInCss(await fs.promises.readFile(args.path, "utf8"), CUSTOM_MEDIA, file)
      // The loaders esbuild picks for these names itself: a .module.css file's class names are local.
      if (!args.path.endsWith(".module.css")) return { contents, loader: "css" }
      return { contents: withSiteClassNamesReserved(contents), loader: "local-css" }
    })
  },
}

const common: BuildOptions = {
  bundle: true,
  minify: true,
  target: "es2020",
  legalComments: "none",
  metafile: true,
  logLevel: "silent",
  define: { "process.env.NODE_ENV": '"production"' },
}

/** The workers: module workers, so the base the three share (Monaco's worker server) is one cached file. */
export function workerBuildOptions(outdir: string): BuildOptions {
  return {
    ...common,
    entryPoints: Object.fromEntries(
      Object.entries(EDITOR_WORKERS).map(([label, module]) => [`${label}.worker`, module]),
    ),
    format: "esm",
    splitting: true,
    outdir,
    entryNames: "[name]-[hash]",
    chunkNames: "worker-chunk-[hash]",
  }
}

/**
 * The editor: an ES module with on-demand parts (the explorer plugin,
 * Prettier), its stylesheet and Monaco's icon font. `explorerFile` is the
 * explorer entry's file, which only a build can tell: the first build
 * guesses, and a second one runs when the guess was wrong
 * (explorerFileFromMetafile); the explorer's file does not depend on it.
 */
export function editorBuildOptions(
  outdir: string,
  workerFiles: Record<EditorWorkerLabel, string>,
  explorerFile = "./explorer.js",
): BuildOptions {
  return {
    ...common,
    entryPoints: { mount: ENTRY, explorer: EXPLORER_ENTRY },
    format: "esm",
    splitting: true,
    outdir,
    entryNames: "[name]-[hash]",
    chunkNames: "chunk-[hash]",
    assetNames: "[name]-[hash]",
    jsx: "automatic",
    loader: { ".ttf": "file" },
    define: {
      ...common.define,
      ZFV_EDITOR_WORKERS: JSON.stringify(workerFiles),
      ZFV_EDITOR_EXPLORER: JSON.stringify(explorerFile),
    },
    plugins: [sharedModules, leanMonaco, noGraphqlWs, siteCss],
  }
}

/** The worker files of a workers build, by label, as names relative to the editor's folder. */
export function workerFilesFromMetafile(
  metafile: Pick<Metafile, "outputs">,
  outdir: string,
): Record<EditorWorkerLabel, string> {
  const files: Partial<Record<EditorWorkerLabel, string>> = {}
  for (const [file, output] of Object.entries(metafile.outputs)) {
    const label = (Object.keys(EDITOR_WORKERS) as EditorWorkerLabel[]).find(
      (name) => output.entryPoint !== undefined && output.entryPoint.endsWith(EDITOR_WORKERS[name]),
    )
    if (label) files[label] = `./${path.relative(outdir, file).split(path.sep).join("/")}`
  }
  for (const label of Object.keys(EDITOR_WORKERS) as EditorWorkerLabel[])
    if (!files[label]) throw new Error(`The editor build made no file for Monaco's ${label} worker`)
  return files as Record<EditorWorkerLabel, string>
}

/** The explorer entry's file, relative to the editor's folder. */
export function explorerFileFromMetafile(metafile: Pick<Metafile, "outputs">, outdir: string): string {
  const found = Object.entries(metafile.outputs).find(
    ([file, output]) =>
      file.endsWith(".js") &&
      output.entryPoint !== undefined &&
      path.normalize(output.entryPoint) === path.normalize(EXPLORER_ENTRY),
  )
  if (!found) throw new Error(`The editor build made no file for ${EXPLORER_ENTRY}`)
  return `./${path.relative(outdir, found[0]).split(path.sep).join("/")}`
}

/** Reads a file as the cache key needs it: its bytes, or null when it is gone. */
export function readInput(root: string, file: string): CacheInput {
  try {
    return { path: file, content: fs.readFileSync(path.join(root, file)) }
  } catch {
    return { path: file, content: null }
  }
}
