import type { GatsbyNode } from "gatsby"
import { PRODUCTION_CLASS_NAME, setCssModuleClassNames } from "./lib/css-class-names"

interface WebpackConfig {
  module: { rules: object[] }
  plugins: { constructor: { name: string }; options?: { ignoreOrder?: boolean } }[]
}

/** .graphql operation documents are imported as text (src/lib/api/operations). */
const graphqlSourceRule = { test: /\.graphql$/, type: "asset/source" }

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions, reporter }) => {
  if (stage === "build-html") {
    // The server render must name classes as the browser bundle does.
    const config = getConfig() as WebpackConfig
    config.module.rules.push(graphqlSourceRule)
    if (setCssModuleClassNames(config.module.rules, PRODUCTION_CLASS_NAME) === 0) reporter.panicOnBuild("gatsby/lib/css-class-names.ts found no CSS modules loader in the build-html webpack config")
    actions.replaceWebpackConfig(config)
    return
  }
  if (stage !== "build-javascript") {
    actions.setWebpackConfig({ module: { rules: [graphqlSourceRule] } })
    return
  }
  const config = getConfig() as WebpackConfig
  config.module.rules.push(graphqlSourceRule)
  if (setCssModuleClassNames(config.module.rules, PRODUCTION_CLASS_NAME) === 0) reporter.panicOnBuild("gatsby/lib/css-class-names.ts found no CSS modules loader in the build-javascript webpack config")
  // Gatsby merges every CSS module into one stylesheet and warns when chunks
  // import them in different orders. Our styles are CSS modules (class
  // selectors) over a global sheet of element rules and variables, so their
  // relative order never decides a rule; the warnings are noise.
  const cssExtract = config.plugins.find((plugin) => plugin.constructor.name === "MiniCssExtractPlugin")
  if (cssExtract?.options) cssExtract.options.ignoreOrder = true
  actions.replaceWebpackConfig(config)
}
