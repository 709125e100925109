/**
 * firebase.json is the Hosting configuration production deploys: every rule
 * but one value, the Content-Security-Policy, which depends on the build (the
 * site config it was built with and the hashes of its inline scripts). Each
 * build therefore writes DEPLOY_CONFIG_FILE: firebase.json plus that build's
 * policy. `npm run deploy` deploys that file; the Hosting emulator (npm start,
 * the browser tests) serves it.
 */

export const BASE_CONFIG_FILE = "firebase.json"
export const DEPLOY_CONFIG_FILE = "firebase.deploy.json"
const CSP_HEADER = "Content-Security-Policy"

interface HostingHeader {
  key: string
  value: string
}

interface HostingHeaderRule {
  source?: string
  regex?: string
  headers: HostingHeader[]
}

interface HostingConfig {
  public: string
  headers?: HostingHeaderRule[]
  [setting: string]: unknown
}

export interface FirebaseConfig {
  hosting: HostingConfig
  emulators?: Record<string, unknown>
  [section: string]: unknown
}

/** Checks the shape of a parsed firebase.json, naming the file when it lacks a hosting section. */
export function parseFirebaseConfig(text: string, file: string): FirebaseConfig {
  const parsed: unknown = JSON.parse(text)
  if (typeof parsed !== "object" || parsed === null || !("hosting" in parsed))
    throw new Error(`${file} has no "hosting" section`)
  const hosting = (parsed as { hosting: unknown }).hosting
  if (
    typeof hosting !== "object" ||
    hosting === null ||
    Array.isArray(hosting) ||
    typeof (hosting as { public?: unknown }).public !== "string"
  ) {
    throw new Error(`${file}: "hosting" must be one site with a "public" folder`)
  }
  return parsed as FirebaseConfig
}

/**
 * The configuration a build deploys: the base configuration with the build's
 * policy on every response (first rule, so the rules after it, which set
 * caching, stay as written). The policy must not also be in the base.
 */
export function deployableConfig(base: FirebaseConfig, policy: string): FirebaseConfig {
  const rules = base.hosting.headers ?? []
  if (rules.some((rule) => rule.headers.some((header) => header.key.toLowerCase() === CSP_HEADER.toLowerCase()))) {
    throw new Error(
      `${BASE_CONFIG_FILE} sets ${CSP_HEADER} itself; the build generates it (hosting/content-security-policy.ts), so remove it there`,
    )
  }
  return {
    ...base,
    hosting: { ...base.hosting, headers: [{ source: "**", headers: [{ key: CSP_HEADER, value: policy }] }, ...rules] },
  }
}

/** The Content-Security-Policy a deployable configuration sends. */
export function policyOf(config: FirebaseConfig): string {
  const header = (config.hosting.headers ?? [])
    .flatMap((rule) => rule.headers)
    .find((entry) => entry.key === CSP_HEADER)
  if (!header) throw new Error(`the Hosting configuration has no ${CSP_HEADER}; was it written by a build?`)
  return header.value
}
