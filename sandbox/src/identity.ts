import type { Agent } from "node:http"
import { randomUUID } from "node:crypto"
import { deleteApp, initializeApp } from "firebase-admin/app"
import { getAuth } from "firebase-admin/auth"
import { isEmulatorSignUpTick, unverifiedJwtClaims } from "../../core/emulator-sign-up"

export { isEmulatorSignUpTick }

export interface Identity {
  /** The user id at the identity service. */
  uid: string
  email: string | null
}

export type TokenCheck = { ok: true; identity: Identity } | { ok: false; message: string }

export interface TokenVerifier {
  verify(token: string): Promise<TokenCheck>
  close(): Promise<void>
}

interface FirebaseErrorLike {
  code?: string
  message?: string
}

/** The identity service's verdict in words a developer can act on. */
function describeTokenError(error: unknown): string {
  const { code = "", message = "" } = (error ?? {}) as FirebaseErrorLike
  if (code === "auth/id-token-expired") return "The identity token has expired. Sign in again to get a fresh token."
  if (code === "auth/id-token-revoked" || code === "auth/user-disabled")
    return "The identity token was revoked. Sign in again."
  if (message.includes('"aud"') || message.includes('"iss"'))
    return "The identity token was issued for another project."
  if (message.includes("incorrect algorithm") || message.includes('"kid"'))
    return "The identity token is not signed by the identity service."
  if (code === "app/network-error" || code === "auth/internal-error" || message.includes("fetch"))
    return "The identity token could not be checked: the identity service is unreachable."
  return "The identity token is not valid."
}

/**
 * Checks Firebase ID tokens with firebase-admin. With FIREBASE_AUTH_EMULATOR_HOST
 * set, firebase-admin accepts the emulator's unsigned tokens; otherwise it
 * checks signature, expiry, audience and issuer against the real project.
 * `httpAgent` carries firebase-admin's requests for Google's signing keys
 * (tests point it at a local key server).
 */
export function createFirebaseTokenVerifier(options: { projectId: string; httpAgent?: Agent }): TokenVerifier {
  const app = initializeApp({ projectId: options.projectId, httpAgent: options.httpAgent }, `sandbox-${randomUUID()}`)
  const auth = getAuth(app)
  return {
    async verify(token) {
      try {
        const decoded = await auth.verifyIdToken(token)
        return { ok: true, identity: { uid: decoded.uid, email: decoded.email ?? null } }
      } catch (error) {
        if (process.env.FIREBASE_AUTH_EMULATOR_HOST && (error as FirebaseErrorLike).code === "auth/id-token-revoked") {
          const accepted = await acceptEmulatorSignUpTick(token)
          if (accepted) return { ok: true, identity: accepted }
        }
        return { ok: false, message: describeTokenError(error) }
      }
    },
    close: () => deleteApp(app),
  }

  async function acceptEmulatorSignUpTick(token: string): Promise<Identity | null> {
    const { sub, auth_time: authTime } = unverifiedJwtClaims(token)
    if (typeof sub !== "string" || typeof authTime !== "number") return null
    try {
      const user = await auth.getUser(sub)
      if (user.disabled || !isEmulatorSignUpTick(authTime, user.tokensValidAfterTime)) return null
      return { uid: user.uid, email: user.email ?? null }
    } catch {
      return null
    }
  }
}
