/**
 * The site's runtime configuration, fixed at build time from GATSBY_*
 * variables. The defaults point at the local sandbox API and identity
 * emulator that `npm start` runs; production sets real values (README,
 * "Configuration for production").
 */

import { DEFAULT_DEMO_API_KEY, shownDemoApiKey } from "./demo-key"
import { localApiUrl, localAuthEmulatorUrl, localSiteUrl } from "./local-services"
import { PLAYGROUND_ROUTE } from "./routes"

const env = {
  apiUrl: process.env.GATSBY_API_URL,
  firebaseApiKey: process.env.GATSBY_FIREBASE_API_KEY,
  firebaseAuthDomain: process.env.GATSBY_FIREBASE_AUTH_DOMAIN,
  firebaseProjectId: process.env.GATSBY_FIREBASE_PROJECT_ID,
  firebaseAppId: process.env.GATSBY_FIREBASE_APP_ID,
  authEmulatorUrl: process.env.GATSBY_FIREBASE_AUTH_EMULATOR_URL,
}

export const LOCAL_DEFAULTS = {
  apiUrl: localApiUrl(),
  firebaseProjectId: "demo-zfv-docs",
  authEmulatorUrl: localAuthEmulatorUrl(),
  demoApiKey: DEFAULT_DEMO_API_KEY,
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
  /**
   * The demo key the docs show: the local sandbox's (SANDBOX_DEMO_API_KEY, which the build puts into the bundle, or
   * the default) when the API is on this machine; null for a production build.
   */
  sandboxDemoApiKey: string | null
}

export const siteConfig: SiteConfig = {
  apiUrl: env.apiUrl || LOCAL_DEFAULTS.apiUrl,
  firebase: {
    apiKey: env.firebaseApiKey || "demo-api-key",
    authDomain: env.firebaseAuthDomain || `${projectId}.firebaseapp.com`,
    projectId,
    ...(env.firebaseAppId ? { appId: env.firebaseAppId } : {}),
  },
  authEmulatorUrl:
    env.authEmulatorUrl !== undefined
      ? env.authEmulatorUrl || null
      : projectId.startsWith("demo-")
        ? LOCAL_DEFAULTS.authEmulatorUrl
        : null,
  sandboxDemoApiKey: shownDemoApiKey(
    env.apiUrl || LOCAL_DEFAULTS.apiUrl,
    process.env.SANDBOX_DEMO_API_KEY || LOCAL_DEFAULTS.demoApiKey,
  ),
}

/** Where the build publishes content/schema.graphql (gatsby/publish-schema.ts), for code generators and the playground. */
export const SCHEMA_FILE_PATH = "/schema.graphql"

/** What the site is called and says about itself (also gatsby-config's siteMetadata). */
export const siteMetadata = {
  title: "ZFV API",
  description:
    "Documentation for the ZFV GraphQL API: restaurant data (dishes, menu categories, outlets), how to get access, example queries and a playground.",
  siteUrl: process.env.GATSBY_SITE_URL || localSiteUrl(),
}

interface AnnouncementBarConfig {
  /** Change the id to show a new announcement to readers who closed the old one. */
  id: string
  content: string
  /** Optional link after the text. */
  link?: { href: string; label: string }
  /** The light colour mode's colours; each pair needs 4.5:1 or more (WCAG AA). */
  backgroundColor: string
  textColor: string
  /** The same for the dark colour mode, so the bar does not glare above a dark page. */
  dark: { backgroundColor: string; textColor: string }
  isCloseable: boolean
}

/** The announcement bar; null for none. */
export const announcementBar: AnnouncementBarConfig | null = {
  id: "playground-2026-11",
  content: "New: run example queries in the Playground with your API key or your signed-in user.",
  link: { href: "/docs/playground/", label: "Read how" },
  backgroundColor: "#fff4ce",
  textColor: "#3b2f00",
  dark: { backgroundColor: "#3d3300", textColor: "#fff4ce" },
  isCloseable: true,
}

interface LocaleConfig {
  locale: string
  label: string
  direction: "ltr" | "rtl"
  htmlLang: string
  calendar: string
  /** Route prefix of the locale ("" for the default locale). */
  path: string
}

export const DEFAULT_LOCALE = "en"

/** English only: the spec requires that "en is the default and only locale". */
export const locales: readonly LocaleConfig[] = [
  { locale: "en", label: "English", direction: "ltr", htmlLang: "en", calendar: "gregory", path: "" },
]

/** Every kind of navbar item; the Navbar renders them from the list below. */
export type NavbarItemConfig =
  | { type: "docSidebar"; sidebarId: string; label: string; position: "left" }
  | { type: "link"; to: string; label: string; position: "left" }
  | { type: "localeDropdown"; position: "left" }
  | { type: "docsVersionDropdown"; position: "left" }
  | { type: "search"; position: "right" }
  | { type: "colorModeToggle"; position: "right" }
  | { type: "authorizationModes"; position: "right" }
  | { type: "login"; position: "right" }

interface NavbarConfig {
  /** Hide the navbar while scrolling down, show it again when scrolling up. */
  hideOnScroll: boolean
  items: readonly NavbarItemConfig[]
}

export const navbar: NavbarConfig = {
  hideOnScroll: true,
  items: [
    { type: "docSidebar", sidebarId: "apiDocsSidebar", label: "API Documentation", position: "left" },
    { type: "link", to: PLAYGROUND_ROUTE, label: "Playground", position: "left" },
    { type: "localeDropdown", position: "left" },
    { type: "docsVersionDropdown", position: "left" },
    { type: "search", position: "right" },
    { type: "colorModeToggle", position: "right" },
    { type: "authorizationModes", position: "right" },
    { type: "login", position: "right" },
  ],
}

/** A readable name of a navbar item, for error messages. */
export function navbarItemName(item: NavbarItemConfig): string {
  return "label" in item ? `${item.label} (${item.type})` : item.type
}
