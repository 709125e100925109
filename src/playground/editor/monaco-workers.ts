/**
 * Monaco's web workers. The editor build (gatsby/lib/editor-bundle.ts) builds
 * each as a file of its own beside this bundle and puts their names in
 * ZFV_EDITOR_WORKERS (module workers: the three share one base file); they load from the site's own origin (no blob: URLs, so
 * a CSP needs only worker-src 'self'), and only when an editor needs them.
 */
declare const ZFV_EDITOR_WORKERS: Record<"json" | "graphql" | "editor", string>

window.MonacoEnvironment = {
  getWorker(_workerId: string, label: string) {
    const file = label === "json" || label === "graphql" ? ZFV_EDITOR_WORKERS[label] : ZFV_EDITOR_WORKERS.editor
    return new Worker(new URL(file, import.meta.url), { type: "module" })
  },
}

export {}
