/**
 * Monaco's web workers, as graphiql/setup-workers/webpack sets them up, minus
 * its console.info per worker. `new Worker(new URL(…, import.meta.url))` makes
 * webpack emit each worker as a file of the site, so they load from the site's
 * own origin (no blob: URLs; a CSP needs only worker-src 'self').
 */
declare global {
  interface Window {
    MonacoEnvironment?: { getWorker(workerId: string, label: string): Worker }
  }
}

window.MonacoEnvironment = {
  getWorker(_workerId, label) {
    switch (label) {
      case "json":
        return new Worker(new URL("monaco-editor/esm/vs/language/json/json.worker.js", import.meta.url))
      case "graphql":
        return new Worker(new URL("monaco-graphql/esm/graphql.worker.js", import.meta.url))
      default:
        return new Worker(new URL("monaco-editor/esm/vs/editor/editor.worker.js", import.meta.url))
    }
  },
}

export {}
