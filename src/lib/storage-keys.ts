/** Every browser-storage key the site uses (SPEC §9), in one place. */
export const STORAGE_KEYS = {
  activeAuthorizationModes: "activeAuthorizationModes",
  apiKey: "apiKey",
  theme: "theme",
  docsPreferredVersion: (pluginId: string) => `docs-preferred-version-${pluginId}`,
  announcementDismissed: "announcement.dismiss",
  announcementId: "announcement.id",
} as const
