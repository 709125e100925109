import { currentAssets, staleAssetReferences } from "../stale-assets"

const stats = {
  assetsByChunkName: {
    app: ["webpack-runtime-80aae0ad65e032a0a9e2.js", "styles.9b239c947b29338c8bf9.css", "app-d04eceea5975040682d0.js"],
    "component---src-pages-index-tsx": "component---src-pages-index-tsx-48dd9448aaaaaaaaaaaa.js",
  },
  namedChunkGroups: { "playground-editor": { assets: [{ name: "playground-editor-072a5dd268821ca68acc.js" }] } },
}
const current = new Set([...currentAssets(stats), "/chunk-map-2449889237c3d7d5aafd.js"])

describe("staleAssetReferences", () => {
  it("finds nothing wrong with a page of the current build", () => {
    const html =
      `<link rel="stylesheet" href="/styles.9b239c947b29338c8bf9.css"><link as="script" rel="preload" ` +
      `href="/component---src-pages-index-tsx-48dd9448aaaaaaaaaaaa.js"><script id="gatsby-chunk-mapping" ` +
      `src="/chunk-map-2449889237c3d7d5aafd.js"></script><script src="/app-d04eceea5975040682d0.js" ` +
      `async></script>`
    expect(staleAssetReferences(html, current)).toEqual([])
  })

  it("names the stylesheet and the scripts of an earlier build that a left-over page still loads", () => {
    const html =
      `<link rel="stylesheet" href="/styles.99196239ccf8c2612832.css"><script src="/component---src-pages-index-tsx-111111111111aaaaaaaa.js" ` +
      `async></script><script src="/app-d04eceea5975040682d0.js" async></script>`
    expect(staleAssetReferences(html, current)).toEqual([
      "/styles.99196239ccf8c2612832.css",
      "/component---src-pages-index-tsx-111111111111aaaaaaaa.js",
    ])
  })

  it("leaves other links alone: pages, unhashed files and other sites", () => {
    const html =
      `<a href="/docs/intro/">Intro</a><link rel="icon" href="/favicon.svg"><script src="/pagefind/pagefind.js"></script><link ` +
      `href="https://example.com/x-0123456789abcdef0123.css">`
    expect(staleAssetReferences(html, current)).toEqual([])
  })
})
