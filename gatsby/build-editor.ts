import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { PLAYGROUND_ROUTE } from "../core/routes"
import type { EditorManifest } from "../src/playground/editor-contract"
import {
  EDITOR_PUBLIC_PATH,
  PLUGIN_INPUTS,
  editorBuildOptions,
  editorCacheKey,
  explorerFileFromMetafile,
  manifestFromMetafile,
  ownInputs,
  readEditorBuildRecord,
  readInput,
  workerBuildOptions,
  workerFilesFromMetafile,
  type EditorBuildRecord,
} from "./lib/editor-bundle"
import { errorMessage } from "../core/error-message"
import { readSiteSchema } from "../schema"
import { firstViewCostStatus } from "../src/playground/cost/measuring"
import { DEFAULT_QUERY } from "../src/playground/default-operation"

const root = path.resolve(".")
const cacheDir = path.join(root, "node_modules", ".cache", "zfv-playground-editor")
const recordFile = path.join(cacheDir, "build.json")
const filesDir = path.join(cacheDir, "files")
const publicDir = path.join(root, "public", ...EDITOR_PUBLIC_PATH.split("/").filter(Boolean))

const readText = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null)
const keyOf = (inputs: readonly string[]) =>
  editorCacheKey(
    fs.readFileSync(path.join(root, "package-lock.json")),
    fs.readFileSync(path.join(root, "gatsby/lib/editor-bundle.ts")),
    [...inputs, ...PLUGIN_INPUTS].map((file) => readInput(root, file)),
  )

/** The cached build, when its inputs are as they were when it ran. */
function cachedBuild(): EditorBuildRecord | null {
  const record = readEditorBuildRecord(readText(recordFile))
  if (!record || !fs.existsSync(filesDir)) return null
  return record.key === keyOf(record.inputs) ? record : null
}

async function buildAfresh(): Promise<EditorBuildRecord> {
  const esbuild = await import("esbuild")
  fs.rmSync(cacheDir, { recursive: true, force: true })
  const workers = await esbuild.build({ ...workerBuildOptions(filesDir), absWorkingDir: root })
  const workerFiles = workerFilesFromMetafile(workers.metafile!, filesDir)
  const guess = editorBuildOptions(filesDir, workerFiles)
  let editor = await esbuild.build({ ...guess, absWorkingDir: root, write: false })
  const explorerFile = explorerFileFromMetafile(editor.metafile!, filesDir)
  editor = await esbuild.build({ ...editorBuildOptions(filesDir, workerFiles, explorerFile), absWorkingDir: root })
  if (explorerFileFromMetafile(editor.metafile!, filesDir) !== explorerFile)
    throw new Error("The explorer's file changed between the editor's two builds")
  const inputs = ownInputs({ inputs: { ...workers.metafile!.inputs, ...editor.metafile!.inputs } })
  const record: EditorBuildRecord = {
    key: keyOf(inputs),
    inputs,
    manifest: manifestFromMetafile(editor.metafile!, path.relative(root, filesDir)),
  }
  fs.writeFileSync(recordFile, JSON.stringify(record, null, 2))
  return record
}

/**
 * Before Gatsby starts (build and develop): the editor bundle, from the
 * cache when its inputs did not change, copied into public/. The site's
 * webpack never sees GraphiQL or Monaco.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  const started = Date.now()
  let record = cachedBuild()
  const reused = record !== null
  try {
    record ??= await buildAfresh()
  } catch (error) {
    reporter.panicOnBuild(`The playground editor (src/playground/editor) did not build: ${errorMessage(error)}`)
    return
  }
  fs.rmSync(publicDir, { recursive: true, force: true })
  fs.cpSync(filesDir, publicDir, { recursive: true })
  reporter.info(
    `Playground editor: ${reused ? "unchanged, from the cache" : "built"} in ${((Date.now() - started) / 1000).toFixed(1)} s (${record.manifest.entry})`,
  )
}

/**
 * The /graphql/ page gets the editor's files in its context, and the cost line of the operation its first view
 * shows, measured here so that the page never loads the cost code (src/playground/cost/measuring.ts).
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions, reporter }) => {
  if (page.path !== PLAYGROUND_ROUTE || (page.context as { editor?: unknown } | undefined)?.editor) return
  const record = readEditorBuildRecord(readText(recordFile))
  if (!record) {
    reporter.panicOnBuild(
      `The playground editor's build record (${path.relative(root, recordFile)}) is missing or unreadable; the build step before it failed.`,
    )
    return
  }
  const editor: EditorManifest = record.manifest
  const firstCost = firstViewCostStatus(readSiteSchema().schema, DEFAULT_QUERY)
  actions.deletePage(page)
  actions.createPage({ ...page, context: { ...page.context, editor, firstCost } })
}
