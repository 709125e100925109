/**
 * The local stand-ins that `npm start` runs for the provider's services: the
 * site (Firebase Hosting emulator), the sandbox GraphQL API, the Firebase
 * Auth emulator and the Functions emulator (the MCP endpoint behind /mcp). Their default ports and addresses live here only; PORT,
 * SANDBOX_PORT and FIREBASE_AUTH_EMULATOR_PORT override the ports. Imports
 * nothing, so the browser's site configuration can read it too.
 */
export const LOCAL_HOST = "127.0.0.1"

export const DEFAULT_PORTS = {
  site: 9000,
  sandboxApi: 4000,
  authEmulator: 9099,
  functionsEmulator: 5001,
  /** The feedback store: PGlite's socket server (the Postgres wire protocol), beside a local Postgres's 5432. */
  feedbackDatabase: 5433,
} as const

/** `npm run develop` (gatsby develop) serves the site here. */
const GATSBY_DEVELOP_PORT = 8000

/** The environment variable that overrides each port. */
export const PORT_VARIABLES = {
  site: "PORT",
  sandboxApi: "SANDBOX_PORT",
  authEmulator: "FIREBASE_AUTH_EMULATOR_PORT",
  functionsEmulator: "FIREBASE_FUNCTIONS_EMULATOR_PORT",
  feedbackDatabase: "FEEDBACK_DB_PORT",
} as const

type LocalService = keyof typeof DEFAULT_PORTS

/** A service's port: its variable when set, else the default. A bad value fails with the variable's name. */
export function localPort(service: LocalService, env: Record<string, string | undefined> = {}): number {
  const raw = env[PORT_VARIABLES[service]]
  if (raw === undefined || raw === "") return DEFAULT_PORTS[service]
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`${PORT_VARIABLES[service]} must be a port number (0–65535), got "${raw}"`)
  return port
}

/** The origins a local site can have: `npm start`'s on `sitePort`, and `gatsby develop`'s (port 8000). The sandbox allows them (CORS). */
export function localSiteOrigins(sitePort: number = DEFAULT_PORTS.site): string[] {
  return [sitePort, GATSBY_DEVELOP_PORT].flatMap((port) => [`http://localhost:${port}`, `http://${LOCAL_HOST}:${port}`])
}

export const localSiteUrl = (port: number = DEFAULT_PORTS.site) => `http://localhost:${port}`
export const localApiUrl = (port: number = DEFAULT_PORTS.sandboxApi) => `http://${LOCAL_HOST}:${port}/graphql`
/** The feedback store `npm start` runs (PGlite behind its socket server), as a postgres:// address for pg. */
export const localFeedbackDatabaseUrl = (port: number = DEFAULT_PORTS.feedbackDatabase) =>
  `postgres://postgres@${LOCAL_HOST}:${port}/postgres?sslmode=disable`
export const localAuthEmulatorUrl = (port: number = DEFAULT_PORTS.authEmulator) => `http://${LOCAL_HOST}:${port}`
