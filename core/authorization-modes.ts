/** How the site's API calls are authorized: the spec's modes are "apiKey, user, or both", both active by default. */
export type AuthorizationMode = "apiKey" | "user"

/**
 * How long the navbar's credentials must stay the same before they are used:
 * the spec's "debounced by 600 ms before the client is rebuilt with it" for
 * the API key, and the same wait before the playground's editor asks the API
 * for the schema again.
 */
export const CREDENTIALS_SETTLE_MS = 600

const AUTHORIZATION_MODES: readonly AuthorizationMode[] = ["apiKey", "user"]
const DEFAULT_ACTIVE_MODES: readonly AuthorizationMode[] = ["apiKey", "user"]

export interface ModeState {
  /** The checkbox can be used. */
  enabled: boolean
  /** The mode is used for calls: enabled and chosen. */
  active: boolean
}

/** apiKey is enabled when a key is present; user when signed in; each is active when enabled and chosen. */
export function modeStates(
  activeModes: readonly AuthorizationMode[],
  hasApiKey: boolean,
  signedIn: boolean,
): Record<AuthorizationMode, ModeState> {
  return {
    apiKey: { enabled: hasApiKey, active: hasApiKey && activeModes.includes("apiKey") },
    user: { enabled: signedIn, active: signedIn && activeModes.includes("user") },
  }
}

/** The chosen modes after toggling `mode`; a disabled mode cannot be toggled. */
export function toggleMode(
  activeModes: readonly AuthorizationMode[],
  mode: AuthorizationMode,
  enabled: boolean,
): AuthorizationMode[] {
  if (!enabled) return [...activeModes]
  return activeModes.includes(mode)
    ? activeModes.filter((item) => item !== mode)
    : AUTHORIZATION_MODES.filter((item) => item === mode || activeModes.includes(item))
}

/** The stored list (JSON), or the default when nothing or something unreadable is stored. */
export function parseActiveModes(stored: string | null): AuthorizationMode[] {
  if (stored === null) return [...DEFAULT_ACTIVE_MODES]
  try {
    const value: unknown = JSON.parse(stored)
    if (Array.isArray(value)) return AUTHORIZATION_MODES.filter((mode) => value.includes(mode))
  } catch {
    // fall through to the default
  }
  return [...DEFAULT_ACTIVE_MODES]
}

/**
 * What an operation needs:
 * - "default": the active modes decide, as the spec requires ("api-key" when the apiKey mode is active and a key
 *   is held, "Authorization: Bearer" when the user mode is active and a token exists);
 * - "identity": about the signed-in user (Me, MyPermissions, UpsertMyProfile, CreateCookieSession),
 *   so the identity token goes with it whenever there is one, as well as what the modes add;
 * - "apiKeyCheck": checks one API key (HasValidApiClient), so only that key is sent.
 */
export type OperationAuth = "default" | "identity" | "apiKeyCheck"

export interface Credentials {
  activeModes: readonly AuthorizationMode[]
  apiKey: string | null
  token: string | null
}

/** The request headers for an operation; a credential that is missing or not in play is left out. */
export function buildHeaders(
  credentials: Credentials,
  auth: OperationAuth = "default",
  checkedKey: string | null = null,
): Record<string, string> {
  if (auth === "apiKeyCheck") return checkedKey ? { "api-key": checkedKey } : {}
  const headers: Record<string, string> = {}
  if (credentials.apiKey && credentials.activeModes.includes("apiKey")) headers["api-key"] = credentials.apiKey
  if (credentials.token && (credentials.activeModes.includes("user") || auth === "identity"))
    headers.authorization = `Bearer ${credentials.token}`
  return headers
}

/** Whether an operation needs the identity token (so it is only fetched then). */
export function needsToken(activeModes: readonly AuthorizationMode[], auth: OperationAuth): boolean {
  return auth === "identity" || (auth === "default" && activeModes.includes("user"))
}
