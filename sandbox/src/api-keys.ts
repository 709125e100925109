import { createHash, randomBytes, timingSafeEqual } from "node:crypto"
import type { Queryable } from "./db"

export interface ApiClient {
  id: string
  name: string
}

/** SHA-256 of a key; only this is stored. */
function hashApiKey(key: string): Buffer {
  return createHash("sha256").update(key, "utf8").digest()
}

/** A new random key, e.g. "zfv_5Jq…" (32 bytes of randomness, base64url). */
function generateApiKey(): string {
  return `zfv_${randomBytes(32).toString("base64url")}`
}

const toBuffer = (value: Uint8Array | Buffer): Buffer => (Buffer.isBuffer(value) ? value : Buffer.from(value))

/** The first characters of a key, stored in clear to find its row; a generated key keeps 35 random characters beyond it. */
const KEY_PREFIX_LENGTH = 12
const keyPrefix = (key: string) => key.slice(0, KEY_PREFIX_LENGTH)

/**
 * The active client owning `key`, or null. Candidates are found by the key's
 * public prefix; each candidate's stored SHA-256 hash is then compared with
 * the key's hash in constant time, all of them, so the time taken does not
 * tell how much of a wrong key matched.
 */
export async function findClientByApiKey(db: Queryable, key: string): Promise<ApiClient | null> {
  if (!key || key.length > 512) return null
  const hash = hashApiKey(key)
  const rows = await db.query<{ id: string; name: string; key_hash: Uint8Array }>(
    "SELECT id, name, key_hash FROM api_clients WHERE (key_prefix = $1 OR key_prefix IS NULL) AND revoked_at IS NULL",
    [keyPrefix(key)],
  )
  let found: ApiClient | null = null
  for (const row of rows) {
    const stored = toBuffer(row.key_hash)
    if (stored.length === hash.length && timingSafeEqual(stored, hash)) found = { id: row.id, name: row.name }
  }
  return found
}

/** Creates a client and returns it with its key, which is shown once and never stored. */
export async function createApiClient(
  db: Queryable,
  name: string,
  key = generateApiKey(),
  id = `client_${randomBytes(6).toString("hex")}`,
): Promise<ApiClient & { key: string }> {
  await db.query("INSERT INTO api_clients (id, name, key_hash, key_prefix) VALUES ($1, $2, $3, $4)", [
    id,
    name,
    hashApiKey(key),
    keyPrefix(key),
  ])
  return { id, name, key }
}

/** Revokes a client's key; returns false when there is no active client with this id. */
export async function revokeApiClient(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    "UPDATE api_clients SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL RETURNING id",
    [id],
  )
  return rows.length > 0
}

const DEMO_CLIENT_ID = "client_demo"

/** Makes the demo client hold `key` (the key printed by npm start), creating or re-keying it. */
export async function ensureDemoClient(db: Queryable, key: string): Promise<void> {
  await db.query(
    `INSERT INTO api_clients (id, name, key_hash, key_prefix) VALUES ($1, 'Demo client (sandbox)', $2, $3)
     ON CONFLICT (id) DO UPDATE SET key_hash = EXCLUDED.key_hash, key_prefix = EXCLUDED.key_prefix, revoked_at = NULL`,
    [DEMO_CLIENT_ID, hashApiKey(key), keyPrefix(key)],
  )
}
