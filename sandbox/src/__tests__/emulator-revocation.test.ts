import http from "node:http"
import type { AddressInfo } from "node:net"
import { createFirebaseTokenVerifier, isEmulatorSignUpTick, type TokenVerifier } from "../identity"

const PROJECT = "demo-revocation"
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url")
const now = Math.floor(Date.now() / 1000)
const AUTH_TIME = now - 30

/** A token as the Auth emulator issues it: unsigned, signed in at AUTH_TIME. */
const emulatorToken = (uid: string) =>
  `${base64url({ alg: "none", typ: "JWT" })}.${base64url({
    iss: `https://securetoken.google.com/${PROJECT}`,
    aud: PROJECT,
    auth_time: AUTH_TIME,
    user_id: uid,
    sub: uid,
    iat: AUTH_TIME,
    exp: now + 3600,
    email: `${uid}@example.ch`,
    firebase: { identities: {}, sign_in_provider: "password" },
  })}.`

describe("isEmulatorSignUpTick", () => {
  it("is a validity start exactly one second after the sign-in second, and nothing else", () => {
    expect(isEmulatorSignUpTick(100, new Date(101_000).toUTCString())).toBe(true)
    expect(isEmulatorSignUpTick(100, new Date(100_000).toUTCString())).toBe(false)
    expect(isEmulatorSignUpTick(100, new Date(102_000).toUTCString())).toBe(false)
    expect(isEmulatorSignUpTick(100, undefined)).toBe(false)
  })
})

// A stand-in for the Auth emulator's account lookup, which firebase-admin asks in emulator mode whether a token
// was revoked: each user's tokens are valid from AUTH_TIME plus the seconds given here.
describe("an emulator token whose account reads as revoked", () => {
  const validSinceOffset: Record<string, number> = { "new-user": 1, "changed-password": 3 }
  let server: http.Server
  let verifier: TokenVerifier
  const previous = process.env.FIREBASE_AUTH_EMULATOR_HOST

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let body = ""
      request.on("data", (chunk: Buffer) => (body += chunk.toString()))
      request.on("end", () => {
        const { localId = [] } = JSON.parse(body || "{}") as { localId?: string[] }
        const users = localId.map((uid) => ({
          localId: uid,
          email: `${uid}@example.ch`,
          validSince: String(AUTH_TIME + (validSinceOffset[uid] ?? 0)),
        }))
        response.writeHead(200, { "content-type": "application/json" })
        response.end(JSON.stringify({ kind: "identitytoolkit#GetAccountInfoResponse", users }))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${(server.address() as AddressInfo).port}`
    verifier = createFirebaseTokenVerifier({ projectId: PROJECT })
  })
  afterAll(async () => {
    if (previous === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST
    else process.env.FIREBASE_AUTH_EMULATOR_HOST = previous
    await verifier.close()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  it("is accepted when the emulator's clock ticked a second between signing up and stamping the account", async () => {
    expect(await verifier.verify(emulatorToken("new-user"))).toEqual({
      ok: true,
      identity: { uid: "new-user", email: "new-user@example.ch" },
    })
  })

  it("is refused when the account was changed later, as after a new password", async () => {
    expect(await verifier.verify(emulatorToken("changed-password"))).toEqual({
      ok: false,
      message: "The identity token was revoked. Sign in again.",
    })
  })

  it("is accepted, like every token, when it is valid from its sign-in second", async () => {
    expect(await verifier.verify(emulatorToken("same-second"))).toMatchObject({ ok: true })
  })
})
