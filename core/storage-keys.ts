/**
 * Every browser-storage key the site uses, in one place. The spec names activeAuthorizationModes, apiKey,
 * docs-preferred-version-{pluginId}, and keys for the theme and the announcement's dismissal and id.
 */
export const STORAGE_KEYS = {
  activeAuthorizationModes: "activeAuthorizationModes",
  apiKey: "apiKey",
  theme: "theme",
  docsPreferredVersion: (pluginId: string) => `docs-preferred-version-${pluginId}`,
  announcementDismissed: "announcement.dismiss",
  announcementId: "announcement.id",
  /** The language a reader picked in the code samples' tabs (graphql, curl, javascript, python); every example follows it. */
  codeLanguage: "docs.codeLanguage",
} as const
