export {}

declare global {
  interface Window {
    /** Gatsby's client-side navigate, set by the runtime. */
    ___navigate: (to: string) => void
  }
}
