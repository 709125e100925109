import type { GatsbyNode } from "gatsby"

interface CssExtractPlugin {
  constructor: { name: string }
  options?: { ignoreOrder?: boolean }
}

/**
 * Gatsby merges every CSS module into one stylesheet and warns when chunks
 * import them in different orders. Our styles are CSS modules (class
 * selectors) over a global sheet of element rules and variables, so their
 * relative order never decides a rule; the warnings are noise.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  if (stage !== "build-javascript") return
  const config = getConfig() as { plugins: CssExtractPlugin[] }
  const plugin = config.plugins.find((candidate) => candidate.constructor.name === "MiniCssExtractPlugin")
  if (plugin?.options) {
    plugin.options.ignoreOrder = true
    actions.replaceWebpackConfig(config)
  }
}
