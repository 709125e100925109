import type { GatsbyNode } from "gatsby"
import type { Configuration } from "webpack"
import { PRODUCTION_CLASS_NAME, setCssModuleClassNames } from "./lib/css-class-names"

/** .graphql operation documents are imported as text (src/lib/browser/api/operations). */
const graphqlSourceRule = { test: /\.graphql$/, type: "asset/source" }

/** Production CSS module class names are short hashes; the server render must name classes as the browser bundle does. */
function shortenClassNames(
  config: Configuration,
  stage: string,
  reporter: { panicOnBuild: (message: string) => void },
) {
  if (setCssModuleClassNames(config.module?.rules ?? [], PRODUCTION_CLASS_NAME) === 0)
    reporter.panicOnBuild(`gatsby/lib/css-class-names.ts found no CSS modules loader in the ${stage} webpack config`)
}

/**
 * The site's webpack config. The playground editor (GraphiQL, Monaco) is not
 * part of it: esbuild builds it apart (gatsby/build-editor.ts).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions, reporter }) => {
  if (stage !== "build-html" && stage !== "build-javascript") {
    actions.setWebpackConfig({ module: { rules: [graphqlSourceRule] } })
    return
  }
  const config = getConfig() as Configuration
  config.module?.rules?.push(graphqlSourceRule)
  shortenClassNames(config, stage, reporter)
  if (stage === "build-javascript") {
    // Gatsby merges every CSS module into one stylesheet and warns when chunks
    // import them in different orders. Our styles are CSS modules (class
    // selectors) over a global sheet of element rules and variables, so their
    // relative order never decides a rule; the warnings are noise.
    const cssExtract = config.plugins?.find((plugin) => plugin?.constructor.name === "MiniCssExtractPlugin") as
      { options?: { ignoreOrder?: boolean } } | undefined
    if (cssExtract?.options) cssExtract.options.ignoreOrder = true
  }
  actions.replaceWebpackConfig(config)
}
