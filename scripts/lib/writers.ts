import { randomUUID } from "node:crypto"
import { deleteApp, initializeApp } from "firebase-admin/app"
import { getAuth } from "firebase-admin/auth"
import { LOCAL_HOST, localPort } from "../../core/local-services"
import { LOCAL_DEFAULTS } from "../../core/site-config"
import { WRITER_CLAIM } from "../../feedback"

/**
 * `npm run writers -- grant <email>` and `revoke <email>`: the `writer` custom claim that lets an account read the
 * feedback report (/writers/feedback/ and its endpoints). The project is the site's (FIREBASE_PROJECT, else
 * GATSBY_FIREBASE_PROJECT_ID, else the local demo project); a "demo-" project, or FIREBASE_AUTH_EMULATOR_HOST set,
 * means the Auth emulator (npm start's, on FIREBASE_AUTH_EMULATOR_PORT); a real project means production through
 * Application Default Credentials (`gcloud auth application-default login`, or a service account in CI).
 */

export type WritersAction = "grant" | "revoke"

export const WRITERS_USAGE = "usage: npm run writers -- grant <email> | revoke <email>"

export interface WritersTarget {
  projectId: string
  /** host:port of the Auth emulator, or null for the real project. */
  emulatorHost: string | null
}

/** The action and the email, or a one-line message naming what is wrong and the usage. */
export function parseWritersArgs(argv: readonly string[]): { action: WritersAction; email: string } {
  const [action, email, ...rest] = argv
  if (action !== "grant" && action !== "revoke")
    throw new Error(action ? `unknown command "${action}" (${WRITERS_USAGE})` : WRITERS_USAGE)
  if (!email) throw new Error(`${action} needs an email (${WRITERS_USAGE})`)
  if (rest.length > 0) throw new Error(`one email at a time, not also ${rest.join(" ")} (${WRITERS_USAGE})`)
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw new Error(`"${email}" is not an email address`)
  return { action, email: email.toLowerCase() }
}

/** Which identity service the command changes: the emulator for a demo project or when one is named, else production. */
export function writersTarget(env: Record<string, string | undefined>): WritersTarget {
  const projectId =
    env.FIREBASE_PROJECT?.trim() || env.GATSBY_FIREBASE_PROJECT_ID?.trim() || LOCAL_DEFAULTS.firebaseProjectId
  const named = env.FIREBASE_AUTH_EMULATOR_HOST?.trim()
  if (named) return { projectId, emulatorHost: named }
  if (projectId.startsWith("demo-"))
    return { projectId, emulatorHost: `${LOCAL_HOST}:${localPort("authEmulator", env)}` }
  return { projectId, emulatorHost: null }
}

const where = (target: WritersTarget) =>
  target.emulatorHost
    ? `project ${target.projectId}, Auth emulator at ${target.emulatorHost}`
    : `project ${target.projectId}, production`

/** What the command says once done. */
export function doneMessage(action: WritersAction, email: string, target: WritersTarget): string {
  return action === "grant"
    ? `${email} is now a writer (${where(target)}): they see the report at /writers/feedback/ after a reload.`
    : `${email} is no longer a writer (${where(target)}); their sessions were signed out.`
}

/** What the command says when the email has no account. */
export const noUserMessage = (email: string, target: WritersTarget) =>
  `No user with the email ${email} (${where(target)}). They sign in on the site once first, then run this again.`

/** What the command says when the identity service cannot be reached. */
export const unreachableMessage = (target: WritersTarget, detail: string) =>
  target.emulatorHost
    ? `Cannot reach the Auth emulator at ${target.emulatorHost} (${detail}): start it with npm start.`
    : `Cannot change project ${target.projectId} (${detail}): sign in with gcloud auth application-default login.`

export class WritersCommandError extends Error {}

/**
 * Sets (grant) or removes (revoke) the writer claim of the account with this email, keeping its other claims; a
 * revoke also revokes the account's refresh tokens, so the endpoint (which checks revocation) refuses it at once.
 */
export async function setWriterClaim(action: WritersAction, email: string, target: WritersTarget): Promise<string> {
  // firebase-admin reads the emulator's address from the environment when the app is made.
  const saved = process.env.FIREBASE_AUTH_EMULATOR_HOST
  if (target.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = target.emulatorHost
  else delete process.env.FIREBASE_AUTH_EMULATOR_HOST
  const app = initializeApp({ projectId: target.projectId }, `writers-${randomUUID()}`)
  try {
    const auth = getAuth(app)
    let user
    try {
      user = await auth.getUserByEmail(email)
    } catch (error) {
      const code = (error as { code?: string }).code
      if (code === "auth/user-not-found") throw new WritersCommandError(noUserMessage(email, target))
      throw new WritersCommandError(unreachableMessage(target, (error as Error).message?.split("\n")[0] ?? code))
    }
    const { [WRITER_CLAIM]: _previous, ...others } = user.customClaims ?? {}
    await auth.setCustomUserClaims(user.uid, action === "grant" ? { ...others, [WRITER_CLAIM]: true } : others)
    if (action === "revoke") await auth.revokeRefreshTokens(user.uid)
    return doneMessage(action, email, target)
  } finally {
    await deleteApp(app)
    if (saved === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST
    else process.env.FIREBASE_AUTH_EMULATOR_HOST = saved
  }
}
