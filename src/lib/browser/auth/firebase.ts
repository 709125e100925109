import { getApp, getApps, initializeApp } from "firebase/app"
import {
  GoogleAuthProvider,
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  initializeAuth,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut as firebaseSignOut,
  type Auth,
} from "firebase/auth"
import { siteConfig } from "../../../../core/site-config"
import { errorCode } from "./sign-in-errors"
import type { AuthStateReport, IdentityService } from "./auth-store"

// The IdentityService of auth-store.ts, loaded on demand: when a session is
// stored, or when the reader opens the Login dialog. Nothing here runs during
// a server render.

let auth: Auth | null = null

/** The Auth instance: local persistence (the session survives reloads), the popup flow, the emulator when configured. */
function firebaseAuth(): Auth {
  if (auth) return auth
  const app = getApps().length > 0 ? getApp() : initializeApp(siteConfig.firebase)
  auth = initializeAuth(app, {
    persistence: browserLocalPersistence,
    popupRedirectResolver: browserPopupRedirectResolver,
  })
  if (siteConfig.authEmulatorUrl) connectAuthEmulator(auth, siteConfig.authEmulatorUrl, { disableWarnings: true })
  return auth
}

/** Firebase's auth state: the current user at once, once Firebase has read its stored session, then each change. */
export function watchAuthState(onChange: (report: AuthStateReport) => void): () => void {
  return onAuthStateChanged(
    firebaseAuth(),
    (user) => onChange({ user: user ? { uid: user.uid, email: user.email } : null, error: null }),
    (error) => onChange({ user: null, error }),
  )
}

export async function signInWithGoogle(): Promise<void> {
  await signInWithPopup(firebaseAuth(), new GoogleAuthProvider())
}

/**
 * Signs in with email and password, creating the account when the email is
 * new. With email enumeration protection the service answers a wrong password
 * and an unknown email alike ("invalid-credential"); creating the account then
 * tells them apart ("email-already-in-use" means the password was wrong).
 */
export async function signInWithEmail(email: string, password: string): Promise<void> {
  try {
    await signInWithEmailAndPassword(firebaseAuth(), email, password)
  } catch (error) {
    const code = errorCode(error)
    if (
      code !== "auth/user-not-found" &&
      code !== "auth/invalid-credential" &&
      code !== "auth/invalid-login-credentials"
    )
      throw error
    await createUserWithEmailAndPassword(firebaseAuth(), email, password)
  }
}

export async function signOut(): Promise<void> {
  await firebaseSignOut(firebaseAuth())
}

/**
 * A fresh ID token of the signed-in user (Firebase refreshes it when it expires), or null; forceRefresh gets a new
 * one now, with the account's current custom claims (the writers' page, after `npm run writers -- grant`).
 */
export async function getIdToken(forceRefresh = false): Promise<string | null> {
  const user = firebaseAuth().currentUser
  return user ? user.getIdToken(forceRefresh) : null
}

/** The module as the auth store sees it (checked here, so a missing or renamed export fails the typecheck). */
export const identityService: IdentityService = {
  watchAuthState,
  signInWithEmail,
  signInWithGoogle,
  signOut,
  getIdToken,
}
