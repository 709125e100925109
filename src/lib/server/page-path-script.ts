import { createElement, isValidElement, type ReactNode } from "react"

/**
 * Gatsby writes each page's path into an inline script
 * (`window.pagePath="/docs/intro/"`), so every page would have an inline
 * script of its own, and the Content-Security-Policy, which allows inline
 * scripts by hash, one hash per page. This replaces that script with one
 * that is the same on every page and reads the path from an attribute: the
 * whole site then needs a handful of hashes, however many pages it has.
 */
export const SHARED_PAGE_PATH_SCRIPT = `window.pagePath=document.currentScript.getAttribute("data-page-path");`

const SCRIPT_ID = "gatsby-script-loader"

/** Gatsby's own script, as gatsby/cache-dir/static-entry.js writes it (slices on, no inlined page data). */
export function gatsbyPagePathScript(pagePath: string): string {
  return `/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/`
}

interface ScriptProps {
  id?: string
  dangerouslySetInnerHTML?: { __html?: string }
}

/**
 * The post-body components with Gatsby's per-page path script replaced by
 * the shared one. Without that script (gatsby develop) they are returned as
 * they are; a script that says more than the path fails the build, since
 * replacing it would drop what it says.
 */
export function withSharedPagePathScript(components: readonly ReactNode[], pagePath: string): ReactNode[] {
  return components.map((component) => {
    if (!isValidElement<ScriptProps>(component) || component.type !== "script" || component.props.id !== SCRIPT_ID)
      return component
    const body = component.props.dangerouslySetInnerHTML?.__html
    if (body !== gatsbyPagePathScript(pagePath)) {
      throw new Error(
        `Gatsby's page script for ${pagePath} is not the one src/lib/server/page-path-script.ts replaces (did ` +
          `a Gatsby upgrade change it?):\n${String(body).slice(0, 200)}\nUpdate gatsbyPagePathScript() ` +
          `so the Content-Security-Policy keeps one set of script hashes for all pages.`,
      )
    }
    return createElement("script", {
      key: component.key,
      id: SCRIPT_ID,
      "data-page-path": pagePath,
      dangerouslySetInnerHTML: { __html: SHARED_PAGE_PATH_SCRIPT },
    })
  })
}
