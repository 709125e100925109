import { finishNavigationProgress, startNavigationProgress } from "./navigation-progress"
import { islandsLoaded, pageLoading } from "./app-started"

interface NetworkInformation {
  effectiveType?: string
  saveData?: boolean
}

/** False on a 2g connection or with the data-saver preference on, where the spec requires that preloading and prefetching are skipped. */
export function connectionAllowsPrefetch(nav: Navigator = navigator): boolean {
  const connection = (nav as Navigator & { connection?: NetworkInformation }).connection
  if (!connection) return true
  if ((connection.effectiveType ?? "").includes("2g")) return false
  return !connection.saveData
}

/** The parts of Gatsby's page loader (window.___loader) the site adjusts. */
export interface GatsbyLoader {
  hovering: (path: string) => void
  loadPage: (path: string) => Promise<{ status?: string } | null | undefined>
}

/**
 * Gatsby already skips viewport prefetching on slow connections, but still
 * loads a page when a link is hovered. Hover preloading follows the same rule.
 */
export function guardHoverPreloading(loader: GatsbyLoader) {
  const hovering = loader.hovering
  loader.hovering = (path) => {
    if (connectionAllowsPrefetch()) hovering(path)
  }
}

/**
 * A page the reader hovers or opens after the first page brings the deferred islands' code along (app-started.ts),
 * and the app opens a page once its islands' code has come: its module asks for it as it loads. The page then draws
 * them at once, and Gatsby finds a #fragment inside one to scroll to.
 */
export function loadIslandsWithPages(loader: GatsbyLoader) {
  const { hovering, loadPage } = loader
  loader.hovering = (path) => {
    pageLoading()
    hovering(path)
  }
  loader.loadPage = (path) => {
    pageLoading()
    return loadPage(path).then(async (resources) => {
      await islandsLoaded()
      return resources
    })
  }
}

/**
 * When the code of a page cannot be loaded (a new deployment removed old
 * chunks, or the network dropped), Gatsby loads the target page afresh, once:
 * the fresh page does not navigate again by itself. Say so in the console.
 */
export function warnOnFailedRouteLoad(loader: GatsbyLoader) {
  const loadPage = loader.loadPage
  loader.loadPage = (path) =>
    loadPage(path).then((resources) => {
      if (!resources || resources.status === "error") {
        console.warn(
          `Could not load the code for ${path}; loading the page afresh to get the current version of the site.`,
        )
      }
      return resources
    })
}

let routedPath: string | null = null
const currentPath = (win: Window) => win.location.pathname + win.location.search

/**
 * Starts the progress timer on every in-app navigation: links, navigate(),
 * and Back or Forward to another page. A history step that stays on the same
 * page (closing the mobile panel goes back to an entry with the same URL)
 * loads nothing, so it starts no timer.
 */
export function trackNavigationProgress(win: Window) {
  routedPath = currentPath(win)
  const navigate = win.___navigate as Window["___navigate"] | undefined
  if (navigate) {
    win.___navigate = (to, options) => {
      startNavigationProgress()
      navigate(to, options)
    }
  }
  win.addEventListener("popstate", () => {
    if (currentPath(win) !== routedPath) startNavigationProgress()
  })
}

/** The route changed (Gatsby's onRouteUpdate): remember where we are and end the progress bar. */
export function routeUpdated(win: Window) {
  routedPath = currentPath(win)
  finishNavigationProgress()
}
