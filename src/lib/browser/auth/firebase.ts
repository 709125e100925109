import { useEffect } from "react"
import { getApp, getApps, initializeApp } from "firebase/app"
import {
  GoogleAuthProvider,
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  initializeAuth,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut as firebaseSignOut,
  type Auth,
} from "firebase/auth"
import { useAuthState } from "react-firebase-hooks/auth"
import { siteConfig } from "../../shared/site-config"
import { errorCode } from "./sign-in-errors"

// Loaded on demand (see providers/Auth.tsx): when a session is stored, or when
// the reader opens the Login dialog. Nothing here runs during a server render.

export interface SignedInUser {
  uid: string
  email: string | null
}

export interface AuthStateReport {
  user: SignedInUser | null
  loading: boolean
  error: Error | null
}

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

/** Reports Firebase's auth state (react-firebase-hooks) to the AuthProvider; renders nothing. */
export function AuthStateBridge({ onChange }: { onChange: (report: AuthStateReport) => void }) {
  const [user, loading, error] = useAuthState(firebaseAuth())
  const uid = user?.uid ?? null
  const email = user?.email ?? null
  useEffect(() => {
    onChange({ user: uid ? { uid, email } : null, loading, error: error ?? null })
  }, [uid, email, loading, error, onChange])
  return null
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

/** A fresh ID token of the signed-in user (Firebase refreshes it when it expires), or null. */
export async function getIdToken(): Promise<string | null> {
  const user = firebaseAuth().currentUser
  return user ? user.getIdToken() : null
}
