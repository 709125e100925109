/**
 * The Auth emulator's one false revocation, for the two places that check its tokens with firebase-admin (the
 * sandbox's identity check, the feedback function's writers' endpoint). Pure: no Node-only API.
 */

/**
 * Whether a token the Auth emulator's accounts read as revoked is in fact a
 * new account's first one. The emulator stamps a new account's sign-in time
 * and, from a second reading of the clock, the time its tokens are valid
 * after, rounded down to the second; when the second ticks between the two
 * readings, the token's auth_time is one second before that time, and
 * firebase-admin (which always checks revocation against the emulator) calls
 * it revoked. A real revocation (a password change) lands later than that.
 */
export function isEmulatorSignUpTick(authTimeSeconds: number, tokensValidAfterTime: string | undefined): boolean {
  if (!tokensValidAfterTime) return false
  return new Date(tokensValidAfterTime).getTime() === (authTimeSeconds + 1) * 1000
}

/** The claims of a JWT, unverified: only for a token the verifier has already checked but for revocation. */
export function unverifiedJwtClaims(token: string): Record<string, unknown> {
  try {
    const part = (token.split(".")[1] ?? "").replace(/-/g, "+").replace(/_/g, "/")
    const bytes = Uint8Array.from(atob(part.padEnd(Math.ceil(part.length / 4) * 4, "=")), (char) => char.charCodeAt(0))
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes))
    return claims && typeof claims === "object" ? (claims as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}
