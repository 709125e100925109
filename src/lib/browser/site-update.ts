/**
 * A deploy replaces every hashed chunk, so a tab opened before it cannot load
 * code it has not loaded yet (the search panel, sign-in, the API client, the
 * playground). Gatsby reloads on route changes; parts loaded on demand use
 * these helpers to tell a new deployment from a network failure.
 */

/** Gatsby writes the build's compilation hash into every page and into this file, revalidated on every request. */
export const APP_DATA_URL = "/page-data/app-data.json"

export const SITE_UPDATED_MESSAGE = "the site has been updated since this page was opened"

type GatsbyWindow = Pick<Window, "fetch" | "location"> & { ___webpackCompilationHash?: string }

/** Whether the site now serves another build than the one this page came from; false when that cannot be told (offline). */
export async function siteWasUpdated(win: GatsbyWindow = window): Promise<boolean> {
  const current = win.___webpackCompilationHash
  if (!current) return false
  try {
    const response = await win.fetch(APP_DATA_URL, { cache: "no-cache" })
    if (!response.ok) return false
    const appData = (await response.json()) as { webpackCompilationHash?: unknown }
    return typeof appData.webpackCompilationHash === "string" && appData.webpackCompilationHash !== current
  } catch {
    return false
  }
}

/** A loader of code on demand whose failure says so when a new deployment is the cause. */
export function loadOnDemand<T>(load: () => Promise<T>, win?: GatsbyWindow): () => Promise<T> {
  return () =>
    load().catch(async (error: unknown) => {
      if (await siteWasUpdated(win)) throw new Error(SITE_UPDATED_MESSAGE, { cause: error })
      throw error
    })
}

/** What "Retry" does after code failed to load: the new version of the page when the site was updated, else another try. */
export async function retryOrReload(retry: () => void, win?: GatsbyWindow): Promise<void> {
  const target = win ?? window
  if (await siteWasUpdated(target)) target.location.reload()
  else retry()
}
