import "./src/styles/global.css"
import type { GatsbyBrowser } from "gatsby"
// Gatsby aliases @reach/router to its own fork; globalHistory is the router's history.
import { globalHistory } from "@reach/router"
import { RootProviders } from "./src/providers/RootProviders"
import { normaliseHtmlPath } from "./src/lib/html-path"

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => <RootProviders>{element}</RootProviders>

/**
 * "/docs/intro/index.html" and "/docs/intro.html" end at "/docs/intro/" (SPEC §2).
 * Runs before the first render: the router's history replaces the entry (no
 * extra history entry) and Gatsby then loads the page of the clean path.
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  const { pathname, search, hash } = window.location
  const normalised = normaliseHtmlPath(pathname)
  if (normalised === pathname) return
  void globalHistory.navigate(normalised + search + hash, { replace: true })
  // The host answered with another page's HTML (its 404 page); render the
  // right page from scratch instead of hydrating markup that does not match.
  const servedPath = (window as Window & { pagePath?: string }).pagePath
  if (servedPath !== normalised) document.getElementById("___gatsby")?.replaceChildren()
}
