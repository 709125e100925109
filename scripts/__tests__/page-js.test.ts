import { budgetReport, firstVisitScripts, htmlScripts } from "../lib/page-js"

const html = `<!DOCTYPE html><html><head><link rel="preload" href="/font.woff2"></head><body>
<script id="gatsby-chunk-mapping" src="/chunk-map-1.js"></script><script src="/webpack-runtime-2.js" async></script>
<script src="/framework-3.js" async></script><script src="/app-4.js" async></script>
<script type="application/json">{"src":"/not-a-script.js"}</script></body></html>`

const stats = {
  namedChunkGroups: {
    app: {
      assets: [
        { name: "webpack-runtime-2.js" },
        { name: "styles.css" },
        { name: "framework-3.js" },
        { name: "app-4.js" },
      ],
    },
    "component---doc": { assets: [{ name: "styles.css" }, { name: "commons-5.js" }, { name: "component---doc-6.js" }] },
  },
}

describe("firstVisitScripts", () => {
  it("names the scripts of the HTML's script tags, and nothing else it mentions", () => {
    expect(htmlScripts(html)).toEqual(["chunk-map-1.js", "webpack-runtime-2.js", "framework-3.js", "app-4.js"])
  })

  it("adds the page component's JS chunks, without its stylesheet or a file twice", () => {
    expect(firstVisitScripts(html, stats, "component---doc")).toEqual([
      "chunk-map-1.js",
      "webpack-runtime-2.js",
      "framework-3.js",
      "app-4.js",
      "commons-5.js",
      "component---doc-6.js",
    ])
  })

  it("says which component the build's stats do not know", () => {
    expect(() => firstVisitScripts(html, stats, "component---gone")).toThrow(
      "webpack.stats.json has no chunk group component---gone",
    )
  })
})

describe("budgetReport", () => {
  const pages = [
    { route: "/a/", kb: 90 },
    { route: "/b/", kb: 101.5 },
    { route: "/c/", kb: 98.2 },
    { route: "/d/", kb: 100 },
  ]

  it("lists the pages over the budget and those within the margin under it, largest first", () => {
    const report = budgetReport(pages, 100, 3)
    expect(report.over.map((page) => page.route)).toEqual(["/b/"])
    expect(report.near.map((page) => page.route)).toEqual(["/d/", "/c/"])
    expect(report.largest?.route).toBe("/b/")
  })

  it("has no largest page when the build has none", () => {
    expect(budgetReport([], 100, 3)).toEqual({ over: [], near: [], largest: null })
  })
})
