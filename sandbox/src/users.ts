import { createHash, randomBytes } from "node:crypto"
import type { Queryable } from "./db"
import type { Identity } from "./identity"

export interface UserRow {
  id: number
  firebase_uid: string
  email: string
  first_name: string
  last_name: string
}

export const PERMISSIONS = ["canGenerateImages", "superAdmin"] as const
export type Permission = (typeof PERMISSIONS)[number]

const USER_COLUMNS = "id, firebase_uid, email, first_name, last_name"

export async function findUserByUid(db: Queryable, uid: string): Promise<UserRow | null> {
  const rows = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE firebase_uid = $1`, [uid])
  return rows[0] ?? null
}

/** Creates or updates the profile of an identity; the email always comes from the identity. */
export async function upsertUser(
  db: Queryable,
  identity: Identity,
  firstName: string,
  lastName: string,
): Promise<UserRow> {
  const rows = await db.query<UserRow>(
    `INSERT INTO users (firebase_uid, email, first_name, last_name) VALUES ($1, $2, $3, $4)
     ON CONFLICT (firebase_uid) DO UPDATE SET email = EXCLUDED.email, first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name, updated_at = now()
     RETURNING ${USER_COLUMNS}`,
    [identity.uid, identity.email ?? "", firstName, lastName],
  )
  return rows[0]
}

/** The user with this email (any case) or identity id, or null. */
async function findUser(db: Queryable, emailOrUid: string): Promise<UserRow | null> {
  const users = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users WHERE lower(email) = lower($1) OR firebase_uid = $1`,
    [emailOrUid],
  )
  return users[0] ?? null
}

/** Runs a statement on one of the permissions of the user with this email or identity id ($1 the user's id, $2 the permission). */
async function changePermission(
  db: Queryable,
  emailOrUid: string,
  permission: Permission,
  statement: string,
): Promise<UserRow | null> {
  const user = await findUser(db, emailOrUid)
  if (!user) return null
  await db.query(statement, [user.id, permission])
  return user
}

/** Grants a permission to the user with this email or identity id; returns the user, or null when there is none. */
export function grantPermission(db: Queryable, emailOrUid: string, permission: Permission): Promise<UserRow | null> {
  const statement = "INSERT INTO user_permissions (user_id, permission) VALUES ($1, $2) ON CONFLICT DO NOTHING"
  return changePermission(db, emailOrUid, permission, statement)
}

export function revokePermission(db: Queryable, emailOrUid: string, permission: Permission): Promise<UserRow | null> {
  const statement = "DELETE FROM user_permissions WHERE user_id = $1 AND permission = $2"
  return changePermission(db, emailOrUid, permission, statement)
}

export const SESSION_COOKIE = "zfv_session"
const SESSION_DAYS = 14

const hashToken = (token: string) => createHash("sha256").update(token, "utf8").digest()

/** A new cookie session for an identity; the cookie value is returned once, only its hash is stored. */
export async function createSession(
  db: Queryable,
  identity: Identity,
): Promise<{ id: string; token: string; maxAgeSeconds: number }> {
  const id = `session_${randomBytes(8).toString("hex")}`
  const token = randomBytes(32).toString("base64url")
  await db.query(
    `INSERT INTO sessions (id, token_hash, firebase_uid, email, expires_at) VALUES ($1, $2, $3, $4, now() + interval '${SESSION_DAYS} days')`,
    [id, hashToken(token), identity.uid, identity.email],
  )
  return { id, token, maxAgeSeconds: SESSION_DAYS * 24 * 3600 }
}

/** The identity behind a session cookie value, or null when unknown or expired. */
export async function findSessionIdentity(db: Queryable, token: string): Promise<Identity | null> {
  if (!token || token.length > 200) return null
  const rows = await db.query<{ firebase_uid: string; email: string | null }>(
    "SELECT firebase_uid, email FROM sessions WHERE token_hash = $1 AND expires_at > now()",
    [hashToken(token)],
  )
  return rows[0] ? { uid: rows[0].firebase_uid, email: rows[0].email } : null
}
