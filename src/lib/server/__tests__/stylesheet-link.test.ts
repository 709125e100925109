import { createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { linkInlinedStylesheets } from "../stylesheet-link"

describe("linkInlinedStylesheets", () => {
  it("turns Gatsby's inlined site stylesheet into a link to the same file and leaves the rest alone", () => {
    const components = [
      createElement("style", {
        key: "s",
        "data-href": "/styles.abc123.css",
        "data-identity": "gatsby-global-css",
        dangerouslySetInnerHTML: { __html: "body{color:red}" },
      }),
      createElement("style", { key: "t", dangerouslySetInnerHTML: { __html: ".own{}" } }),
      createElement("meta", { key: "m", name: "x", content: "y" }),
    ]
    expect(renderToStaticMarkup(createElement("head", null, ...linkInlinedStylesheets(components)))).toBe(
      '<head><link rel="stylesheet" href="/styles.abc123.css"/><style>.own{}</style><meta name="x" content="y"/></head>',
    )
  })
})
