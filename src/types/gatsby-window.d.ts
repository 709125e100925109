export {}

declare global {
  interface Window {
    /** Gatsby's client-side navigate, set by its runtime. */
    ___navigate: (to: string, options?: { replace?: boolean; state?: unknown }) => void
  }
}
