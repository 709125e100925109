/**
 * The sandbox's demo key, from the one setting that the sandbox, `npm start`,
 * the site's build and the browser tests all read, so that the key the docs
 * show is the key the running sandbox accepts. Imports nothing, so the
 * browser's site configuration can read it too.
 */

export const DEFAULT_DEMO_API_KEY = "zfv_sandbox_demo_key"

/** The variable that sets the demo key (README, "The two commands"). */
export const DEMO_API_KEY_VARIABLE = "SANDBOX_DEMO_API_KEY"

/** The key the sandbox gives its demo client: SANDBOX_DEMO_API_KEY when set, else the default. */
export function demoApiKeySetting(env: Record<string, string | undefined>): string {
  return env[DEMO_API_KEY_VARIABLE] || DEFAULT_DEMO_API_KEY
}

/** An endpoint on this machine: the local sandbox, not a provider's API. */
export function isLocalApiUrl(apiUrl: string): boolean {
  try {
    const host = new URL(apiUrl).hostname
    return host === "localhost" || host === "[::1]" || /^127(\.\d{1,3}){3}$/.test(host)
  } catch {
    return false
  }
}

/** The demo key the docs show: the sandbox's, for a build against the local sandbox; none for a production build. */
export function shownDemoApiKey(apiUrl: string, setting: string): string | null {
  return isLocalApiUrl(apiUrl) ? setting : null
}

/** The docs' sentence about the demo key, as text and code parts (the page and the Markdown copy render the same). */
export function demoKeySentence(key: string | null): { code: boolean; text: string }[] {
  if (key)
    return [
      { code: false, text: "The sandbox this site runs with accepts the demo key " },
      { code: true, text: key },
      { code: false, text: "." },
    ]
  return [
    { code: false, text: "This site is built for the production API, so it shows no sandbox key: " },
    { code: true, text: "npm start" },
    { code: false, text: " prints the demo key of the sandbox it starts." },
  ]
}
