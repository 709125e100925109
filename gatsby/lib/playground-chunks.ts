/**
 * Which modules and chunks belong to the playground editor (GraphiQL, Monaco
 * and their CSS), so the webpack config can keep them off every other page.
 */

/** The lazily loaded editor: src/playground/editor/ (the page shell outside it stays in the page). */
const EDITOR_DIR = /[\\/]src[\\/]playground[\\/]editor[\\/]/

/** Packages only the editor uses. */
const EDITOR_PACKAGES = /[\\/]node_modules[\\/](?:graphiql|@graphiql[\\/][^\\/]+|graphiql-explorer|monaco-editor|monaco-graphql|graphql-language-service)[\\/]/

/** The page shell's own CSS (src/playground/*.css outside editor/): it belongs to /graphql/ alone. */
const SHELL_CSS = /[\\/]src[\\/]playground[\\/][^\\/]+\.css$/

/** The explorer plugin loads on demand, in a chunk of its own. */
const ON_DEMAND_PACKAGES = /[\\/]node_modules[\\/](?:@graphiql[\\/]plugin-explorer|graphiql-explorer)[\\/]/

/** Whether a module's file is part of the editor: its own code or a package only it uses. */
export function isPlaygroundModulePath(path: string): boolean {
  return EDITOR_DIR.test(path) || EDITOR_PACKAGES.test(path)
}

/** Whether a module belongs in the editor's main chunk: the editor's modules except those loaded on demand. */
export function isPlaygroundEditorChunkPath(path: string): boolean {
  return isPlaygroundModulePath(path) && !ON_DEMAND_PACKAGES.test(path)
}

/** Whether a CSS file is the /graphql/ page shell's (kept out of the stylesheet every page inlines). */
export function isPlaygroundShellCssPath(path: string): boolean {
  return SHELL_CSS.test(path)
}

/** Whether a module's file is the editor's own code (the entry of the lazy chunk and what sits beside it). */
export function isPlaygroundEditorPath(path: string): boolean {
  return EDITOR_DIR.test(path)
}

/**
 * Whether a chunk is a web worker's entry (`new Worker(new URL(…))`): webpack
 * gives those entries chunkLoading "import-scripts".
 */
export function isWorkerChunk(entryOptions: { chunkLoading?: string | false } | undefined): boolean {
  return entryOptions?.chunkLoading === "import-scripts"
}

/**
 * Whether an import asks for monaco-graphql's Monaco entry (esm/monaco-editor.js):
 * by package path from GraphiQL, or as "./monaco-editor" from monaco-graphql's own files.
 */
export function isMonacoGraphQLEntryRequest(request: string, context: string): boolean {
  if (/^monaco-graphql[\\/]esm[\\/]monaco-editor(?:\.js)?$/.test(request)) return true
  return /^\.[\\/]monaco-editor(?:\.js)?$/.test(request) && /[\\/]monaco-graphql[\\/]esm$/.test(context)
}
