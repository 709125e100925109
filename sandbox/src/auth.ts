import { loadOnce } from "../../core/load-once"
import type { Queryable } from "./db"
import { findClientByApiKey, type ApiClient } from "./api-keys"
import { apiError } from "./errors"
import type { Identity, TokenCheck, TokenVerifier } from "./identity"
import { SESSION_COOKIE, findSessionIdentity, findUserByUid, type UserRow } from "./users"

function readCookie(header: string | null, name: string): string | null {
  if (!header) return null
  for (const part of header.split(";")) {
    const [key, ...value] = part.trim().split("=")
    if (key !== name) continue
    try {
      return decodeURIComponent(value.join("="))
    } catch {
      return null // a malformed cookie is no session
    }
  }
  return null
}

/**
 * Who is calling, per request. Both headers are optional: `api-key`, and
 * `Authorization: Bearer <identity token>` (or, without it, a session cookie
 * from createCookieSession). Each lookup runs at most once, and only when a
 * resolver needs it.
 */
export class RequestAuth {
  readonly apiKey: string | null
  readonly client: () => Promise<ApiClient | null>
  /** Null when the request carries no identity at all. */
  readonly identity: () => Promise<TokenCheck | null>
  /** The profile of a valid identity, or null. */
  readonly user: () => Promise<UserRow | null>

  constructor(db: Queryable, verifier: TokenVerifier, headers: Headers) {
    this.apiKey = headers.get("api-key")?.trim() || null
    const authorization = headers.get("authorization")?.trim() || null
    const sessionToken = readCookie(headers.get("cookie"), SESSION_COOKIE)

    this.client = loadOnce(async () => (this.apiKey ? findClientByApiKey(db, this.apiKey) : null))
    this.identity = loadOnce(async (): Promise<TokenCheck | null> => {
      if (authorization) {
        const match = /^Bearer\s+(\S+)$/i.exec(authorization)
        if (!match) return { ok: false, message: "Send the identity token as: Authorization: Bearer <token>." }
        return verifier.verify(match[1])
      }
      if (sessionToken) {
        const identity = await findSessionIdentity(db, sessionToken)
        return identity ? { ok: true, identity } : { ok: false, message: "The session has expired. Sign in again." }
      }
      return null
    })
    this.user = loadOnce(async () => {
      const check = await this.identity()
      return check?.ok ? findUserByUid(db, check.identity.uid) : null
    })
  }

  /** The caller's identity; throws UNAUTHENTICATED without a valid one. */
  async requireIdentity(): Promise<Identity> {
    const check = await this.identity()
    if (!check)
      throw apiError(
        "UNAUTHENTICATED",
        "This needs a signed-in user: send the identity token as Authorization: Bearer <token>.",
      )
    if (!check.ok) throw apiError("UNAUTHENTICATED", check.message)
    return check.identity
  }

  /** Restaurant data needs a valid API key, or a signed-in user with a profile. */
  async requireDataAccess(): Promise<void> {
    if (await this.client()) return
    const check = await this.identity()
    if (check?.ok && (await this.user())) return
    if (this.apiKey)
      throw apiError("UNAUTHENTICATED", "The API key is not valid. Check it for typos, or ask for a new one.")
    if (check && !check.ok) throw apiError("UNAUTHENTICATED", check.message)
    if (check?.ok)
      throw apiError(
        "FORBIDDEN",
        "Your identity has no API profile yet. Create it with the mutation upsertMyProfile, or send an API key.",
      )
    throw apiError(
      "UNAUTHENTICATED",
      "This needs an API key in the api-key header, or a signed-in user with a profile (Authorization: Bearer <token>).",
    )
  }
}
