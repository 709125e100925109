import { hasStoredKeyWithPrefix } from "../storage"

/** Firebase's local persistence keeps the signed-in user under "firebase:authUser:<apiKey>:<app name>". */
const FIREBASE_SESSION_PREFIX = "firebase:authUser:"

/**
 * Whether this browser holds a Firebase session, read without loading
 * Firebase: readers who never signed in never download it.
 */
export function hasStoredSession(): boolean {
  return hasStoredKeyWithPrefix(FIREBASE_SESSION_PREFIX, "your sign-in")
}
