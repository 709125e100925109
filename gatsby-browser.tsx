import "./src/styles/global.css"
import type { GatsbyBrowser } from "gatsby"
// Gatsby aliases @reach/router to its own fork; globalHistory is the router's history.
import { globalHistory } from "@reach/router"
import { RootProviders } from "./src/providers/RootProviders"
import { isHeadElement } from "./src/lib/react/head-element"
import { PageErrorBoundary } from "./src/components/PageCrash"
import { normaliseHtmlPath } from "./core/html-path"
import { markAppStarted } from "./src/lib/browser/app-started"
import {
  guardHoverPreloading,
  loadIslandsWithPages,
  routeUpdated,
  trackNavigationProgress,
  warnOnFailedRouteLoad,
  type GatsbyLoader,
} from "./src/lib/browser/client-entry"

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) =>
  isHeadElement(element) ? element : <RootProviders>{element}</RootProviders>

/** Each page renders inside its own crash boundary, reset when the route changes. */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <PageErrorBoundary key={props.location.pathname}>{element}</PageErrorBoundary>
)

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  const win = window as Window & { ___loader?: GatsbyLoader; pagePath?: string }
  if (win.___loader) {
    // First: the guard below then skips a hover's island loading too on a slow connection.
    loadIslandsWithPages(win.___loader)
    guardHoverPreloading(win.___loader)
    warnOnFailedRouteLoad(win.___loader)
  }
  trackNavigationProgress(window)

  // The spec requires that "paths ending in index.html or .html are normalised to the path without the suffix":
  // "/docs/intro/index.html" and "/docs/intro.html" end at "/docs/intro/". The router's history replaces the
  // entry before the first render, so Back skips it.
  const { pathname, search, hash } = window.location
  const normalised = normaliseHtmlPath(pathname)
  if (normalised === pathname) return
  void globalHistory.navigate(normalised + search + hash, { replace: true })
  // The host answered with another page's HTML (its 404 page); render the
  // right page from scratch instead of hydrating markup that does not match.
  if (win.pagePath !== normalised) document.getElementById("___gatsby")?.replaceChildren()
}

/** From now on, the app renders deferred islands itself (src/lib/react/deferred-island.tsx). */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  markAppStarted()
}

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => {
  routeUpdated(window)
}
