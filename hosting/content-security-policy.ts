import { createHash } from "node:crypto"
import type { SiteConfig } from "../core/site-config"

/**
 * The site's Content-Security-Policy, built from the site config and the
 * inline scripts of the built pages. Scripts run only from the site itself,
 * from Google's API loader (the Firebase SDK loads it for the Google popup),
 * or, inline, when their SHA-256 hash is listed: never 'unsafe-inline', never
 * 'unsafe-eval'. Calls go only to the site, the configured API endpoint and
 * the identity service.
 */

/**
 * The Firebase Auth SDK loads Google's API loader (gapi, /js/api.js) for the
 * popup sign-in flow, and the loader its parts (/_/scs/…). Only these paths:
 * a whole Google origin in script-src is a known way around a CSP (it serves
 * JSONP and other script endpoints).
 */
const GOOGLE_API_LOADER_SOURCES = ["https://apis.google.com/js/", "https://apis.google.com/_/scs/"] as const

/** What the Firebase Auth SDK calls when no emulator is configured: sign-in, and token refresh. */
const IDENTITY_SERVICE_ORIGINS = [
  "https://identitytoolkit.googleapis.com",
  "https://securetoken.googleapis.com",
] as const

/**
 * More distinct inline scripts than this means some page carries its own:
 * every distinct script is a hash in the header of every page.
 */
const MAX_DISTINCT_INLINE_SCRIPTS = 16

export type PolicyConfig = Pick<SiteConfig, "apiUrl" | "firebase" | "authEmulatorUrl">

/** The CSP source expression of an inline script: 'sha256-<base64>' of its text as the browser sees it. */
export function scriptHash(body: string): string {
  // The HTML parser turns CR LF and lone CR into LF before a script's text is hashed.
  const text = body.replace(/\r\n?/g, "\n")
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`
}

const JAVASCRIPT_TYPES = new Set([
  "",
  "module",
  "text/javascript",
  "application/javascript",
  "application/ecmascript",
  "text/ecmascript",
])

/**
 * The bodies of the inline scripts of an HTML document that a browser would
 * run: no `src`, and no data block (`type="application/json"` and the like,
 * which CSP does not govern).
 */
export function inlineScripts(html: string): string[] {
  const bodies: string[] = []
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1]
    if (/(?:^|\s)src\s*=/i.test(attributes)) continue
    const type = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes)
    const typeValue = (type?.[1] ?? type?.[2] ?? type?.[3] ?? "").trim().toLowerCase()
    if (!JAVASCRIPT_TYPES.has(typeValue)) continue
    bodies.push(match[2])
  }
  return bodies
}

/** A URL as a CSP source expression: scheme, host, port and (when it has one) path; no query or fragment. */
function sourceExpression(value: string, what: string, withPath: boolean): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`${what} is not a URL: "${value}"`)
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw new Error(`${what} must be an http or https URL: "${value}"`)
  // ";" and "," end a directive or a policy; a source expression carries them percent-encoded.
  const path = withPath && url.pathname !== "/" ? url.pathname.replace(/;/g, "%3B").replace(/,/g, "%2C") : ""
  return `${url.origin}${path}`
}

export type Directives = ReadonlyArray<readonly [name: string, sources: readonly string[]]>

/** The policy as ordered directives (for tests and for reading); `contentSecurityPolicy` joins them. */
export function policyDirectives(config: PolicyConfig, inlineScriptBodies: Iterable<string>): Directives {
  const hashes = [...new Set([...inlineScriptBodies].map(scriptHash))].sort()
  const api = sourceExpression(config.apiUrl, "The API endpoint (GATSBY_API_URL)", true)
  // With the emulator, every identity call and the sign-in helper frame go to it; without it, to Google's hosts.
  const emulator = config.authEmulatorUrl
    ? sourceExpression(config.authEmulatorUrl, "The Auth emulator URL (GATSBY_FIREBASE_AUTH_EMULATOR_URL)", false)
    : null
  const identityCalls = emulator ? [emulator] : [...IDENTITY_SERVICE_ORIGINS]
  // The SDK's hidden helper frame (https://<authDomain>/__/auth/iframe) carries the popup's result back.
  const identityFrame =
    emulator ??
    sourceExpression(
      `https://${config.firebase.authDomain}`,
      "The Firebase auth domain (GATSBY_FIREBASE_AUTH_DOMAIN)",
      false,
    )
  return [
    ["default-src", ["'self'"]],
    // 'wasm-unsafe-eval' lets Pagefind compile its WebAssembly; it allows no eval() of JavaScript.
    ["script-src", ["'self'", "'wasm-unsafe-eval'", ...GOOGLE_API_LOADER_SOURCES, ...hashes]],
    // Gatsby inlines the site's CSS into every page and React writes style attributes.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:"]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", api, ...identityCalls]],
    ["frame-src", [identityFrame]],
    ["worker-src", ["'self'"]],
    ["manifest-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ]
}

/** The Content-Security-Policy header value for the site config and the inline scripts of the built pages. */
export function contentSecurityPolicy(config: PolicyConfig, inlineScriptBodies: Iterable<string>): string {
  return policyDirectives(config, inlineScriptBodies)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ")
}

/**
 * One policy serves every page, so it lists the inline scripts of all of
 * them. That stays small only while pages share their inline scripts. Returns
 * null when they do, else a message naming pages that carry their own.
 */
export function inlineScriptSpreadProblem(
  scriptsByPage: ReadonlyMap<string, readonly string[]>,
  limit = MAX_DISTINCT_INLINE_SCRIPTS,
): string | null {
  const pagesByScript = new Map<string, string[]>()
  for (const [page, scripts] of scriptsByPage) {
    for (const script of new Set(scripts)) pagesByScript.set(script, [...(pagesByScript.get(script) ?? []), page])
  }
  if (pagesByScript.size <= limit) return null
  const rare = [...pagesByScript.entries()].sort((a, b) => a[1].length - b[1].length).slice(0, 5)
  const examples = rare.map(
    ([script, pages]) =>
      `  ${pages.slice(0, 3).join(", ")}${pages.length > 3 ? ` (+${pages.length - 3})` : ""}: ${JSON.stringify(script.trim().slice(0, 80))}`,
  )
  return [
    `The built pages carry ${pagesByScript.size} different inline scripts; at most ${limit} fit the one Content-Security-Policy every page is served with.`,
    "Inline scripts found on only a few pages:",
    ...examples,
    'Give a page\'s data to a shared script through an attribute or a <script type="application/json"> block instead of writing it into the script.',
  ].join("\n")
}
