/**
 * The site's runtime configuration, fixed at build time from GATSBY_*
 * variables. The defaults point at the local sandbox API and identity
 * emulator that `npm start` runs; production sets real values (README,
 * "Configuration for production").
 */

const env = {
  apiUrl: process.env.GATSBY_API_URL,
  firebaseApiKey: process.env.GATSBY_FIREBASE_API_KEY,
  firebaseAuthDomain: process.env.GATSBY_FIREBASE_AUTH_DOMAIN,
  firebaseProjectId: process.env.GATSBY_FIREBASE_PROJECT_ID,
  firebaseAppId: process.env.GATSBY_FIREBASE_APP_ID,
  authEmulatorUrl: process.env.GATSBY_FIREBASE_AUTH_EMULATOR_URL,
}

export const LOCAL_DEFAULTS = {
  apiUrl: "http://127.0.0.1:4000/graphql",
  firebaseProjectId: "demo-zfv-docs",
  authEmulatorUrl: "http://127.0.0.1:9099",
  demoApiKey: "zfv_sandbox_demo_key",
}

const projectId = env.firebaseProjectId || LOCAL_DEFAULTS.firebaseProjectId

export interface SiteConfig {
  /** The API gateway's GraphQL endpoint. */
  apiUrl: string
  firebase: { apiKey: string; authDomain: string; projectId: string; appId?: string }
  /**
   * The Auth emulator to use instead of the real identity service. Defaults to
   * the local emulator only for "demo-" projects, which exist only in emulators;
   * an empty GATSBY_FIREBASE_AUTH_EMULATOR_URL turns it off.
   */
  authEmulatorUrl: string | null
}

export const siteConfig: SiteConfig = {
  apiUrl: env.apiUrl || LOCAL_DEFAULTS.apiUrl,
  firebase: {
    apiKey: env.firebaseApiKey || "demo-api-key",
    authDomain: env.firebaseAuthDomain || `${projectId}.firebaseapp.com`,
    projectId,
    ...(env.firebaseAppId ? { appId: env.firebaseAppId } : {}),
  },
  authEmulatorUrl: env.authEmulatorUrl !== undefined ? env.authEmulatorUrl || null : projectId.startsWith("demo-") ? LOCAL_DEFAULTS.authEmulatorUrl : null,
}
