import { createElement, Fragment, type ReactNode } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { SHARED_PAGE_PATH_SCRIPT, gatsbyPagePathScript, withSharedPagePathScript } from "../page-path-script"

const gatsbyScript = (pagePath: string, body = gatsbyPagePathScript(pagePath)) =>
  createElement("script", {
    key: "script-loader",
    id: "gatsby-script-loader",
    dangerouslySetInnerHTML: { __html: body },
  })
const appScript = createElement("script", { key: "app", src: "/app-0123456789abcdef0123.js", async: true })
const render = (components: ReactNode[]) => renderToStaticMarkup(createElement(Fragment, null, ...components))

describe("withSharedPagePathScript", () => {
  it("replaces Gatsby's per-page script with the shared one and the path in an attribute", () => {
    expect(render(withSharedPagePathScript([gatsbyScript('/docs/a "b"/'), appScript], '/docs/a "b"/'))).toBe(
      `<script id="gatsby-script-loader" data-page-path="/docs/a &quot;b&quot;/">${SHARED_PAGE_PATH_SCRIPT}</script><script ` +
        `src="/app-0123456789abcdef0123.js" async=""></script>`,
    )
  })

  it("gives every page the same script text", () => {
    const withoutPath = (html: string) => html.replace(/ data-page-path="[^"]*"/, "")
    expect(withoutPath(render(withSharedPagePathScript([gatsbyScript("/a/")], "/a/")))).toBe(
      withoutPath(render(withSharedPagePathScript([gatsbyScript("/404.html")], "/404.html"))),
    )
  })

  it("the shared script sets window.pagePath from its attribute", () => {
    const win: { pagePath?: string } = {}
    const doc = {
      currentScript: { getAttribute: (name: string) => (name === "data-page-path" ? "/docs/intro/" : null) },
    }
    new Function("window", "document", SHARED_PAGE_PATH_SCRIPT)(win, doc)
    expect(win.pagePath).toBe("/docs/intro/")
  })

  it("leaves the components alone when Gatsby wrote no page script (gatsby develop)", () => {
    const components = [appScript]
    expect(withSharedPagePathScript(components, "/")).toEqual(components)
  })

  it("fails, naming the page, when Gatsby's script says more than the path", () => {
    const inlined = gatsbyScript("/a/", `/*<![CDATA[*/window.pagePath="/a/";window.pageData={};/*]]>*/`)
    expect(() => withSharedPagePathScript([inlined], "/a/")).toThrow(
      "Gatsby's page script for /a/ is not the one src/lib/server/page-path-script.ts replaces",
    )
  })
})
