import type { GatsbyNode } from "gatsby"

interface WebpackConfig {
  module: { rules: object[] }
  plugins: { constructor: { name: string }; options?: { ignoreOrder?: boolean } }[]
}

/** .graphql operation documents are imported as text (src/lib/api/operations). */
const graphqlSourceRule = { test: /\.graphql$/, type: "asset/source" }

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  if (stage !== "build-javascript") {
    actions.setWebpackConfig({ module: { rules: [graphqlSourceRule] } })
    return
  }
  const config = getConfig() as WebpackConfig
  config.module.rules.push(graphqlSourceRule)
  // Gatsby merges every CSS module into one stylesheet and warns when chunks
  // import them in different orders. Our styles are CSS modules (class
  // selectors) over a global sheet of element rules and variables, so their
  // relative order never decides a rule; the warnings are noise.
  const cssExtract = config.plugins.find((plugin) => plugin.constructor.name === "MiniCssExtractPlugin")
  if (cssExtract?.options) cssExtract.options.ignoreOrder = true
  actions.replaceWebpackConfig(config)
}
