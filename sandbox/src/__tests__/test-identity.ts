import { createSign, generateKeyPairSync, randomUUID } from "node:crypto"
import http from "node:http"
import https from "node:https"
import net from "node:net"
import type { AddressInfo } from "node:net"

export interface TokenClaims {
  uid: string
  email?: string
  projectId?: string
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url")

/**
 * Stands in for Google's identity service in production mode: it holds an RSA
 * key, signs ID tokens with it, and serves its public key at the address
 * firebase-admin fetches signing keys from. firebase-admin's own checks
 * (signature, expiry, audience, issuer, algorithm) run unchanged; only the
 * connection is routed to this local server through the app's httpAgent.
 */
export async function startTestIdentityService(projectId: string) {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 })
  const kid = randomUUID()
  const publicPem = publicKey.export({ type: "spki", format: "pem" }).toString()
  let keyRequests = 0
  const server = http.createServer((_request, response) => {
    keyRequests++
    response.writeHead(200, { "content-type": "application/json", "cache-control": "public, max-age=3600" })
    response.end(JSON.stringify({ [kid]: publicPem }))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo

  class LocalKeyAgent extends https.Agent {
    // Every https connection of the firebase-admin app goes to the local key server.
    createConnection(): net.Socket {
      return net.connect(port, "127.0.0.1")
    }
  }

  const now = () => Math.floor(Date.now() / 1000)
  const claims = ({ uid, email, projectId: audience = projectId, expiresIn = 3600 }: TokenClaims) => ({
    iss: `https://securetoken.google.com/${audience}`,
    aud: audience,
    auth_time: now() - 60,
    user_id: uid,
    sub: uid,
    iat: now() - 60,
    exp: now() + expiresIn,
    ...(email ? { email, email_verified: true } : {}),
    firebase: { identities: email ? { email: [email] } : {}, sign_in_provider: "password" },
  })

  return {
    httpAgent: new LocalKeyAgent() as http.Agent,
    keyRequests: () => keyRequests,
    /** An RS256 token signed by this service's key. */
    signToken(options: TokenClaims): string {
      const unsigned = `${base64url({ alg: "RS256", kid, typ: "JWT" })}.${base64url(claims(options))}`
      const signature = createSign("RSA-SHA256").update(unsigned).sign(privateKey).toString("base64url")
      return `${unsigned}.${signature}`
    },
    /** A token with no signature (alg "none"), as the Auth emulator issues. */
    unsignedToken(options: TokenClaims): string {
      return `${base64url({ alg: "none", typ: "JWT" })}.${base64url(claims(options))}.`
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
