import { createRequire } from "node:module"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import type { Configuration, RuleSetRule } from "webpack"
import { CUSTOM_MEDIA } from "../src/styles/breakpoints"
import { PRODUCTION_CLASS_NAME, setCssModuleClassNames } from "./lib/css-class-names"
import { CUSTOM_MEDIA_FILE, customMediaPlugin } from "./lib/custom-media"
import { commonsIntoApp, pageChunks } from "./lib/page-chunks"
import { DEMO_API_KEY_VARIABLE } from "../core/demo-key"

/** .graphql operation documents are imported as text (src/lib/browser/api/operations). */
const graphqlSourceRule: RuleSetRule = { test: /\.graphql$/, type: "asset/source" }

/**
 * Our stylesheets' custom media, expanded before Gatsby's own CSS loaders
 * read them: a rule of its own that runs first ("pre"), so Gatsby's CSS rules
 * (CSS modules, autoprefixer, flexbugs, minifying) stay exactly as Gatsby
 * makes them. gatsby-plugin-postcss would instead put its own copies of those
 * rules in front, with only the PostCSS plugins it is given.
 */
const customMediaRule: RuleSetRule = {
  test: /\.css$/,
  enforce: "pre",
  exclude: /[\\/]node_modules[\\/]/,
  use: [
    {
      // Resolved from the project: Gatsby's compiler of this file drops a bare require.resolve.
      loader: createRequire(path.resolve("package.json")).resolve("postcss-loader"),
      options: {
        postcssOptions: {
          // Only this plugin: a postcss.config.js, if one appeared, is Gatsby's own loader's to read.
          config: false,
          plugins: [customMediaPlugin(CUSTOM_MEDIA, [path.resolve(CUSTOM_MEDIA_FILE)])],
        },
      },
    },
  ],
}

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
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  getConfig,
  actions,
  plugins,
  reporter,
}) => {
  // The docs show the demo key the local sandbox accepts, set by the same variable the sandbox reads (not GATSBY_*).
  const demoKey = plugins.define({
    [`process.env.${DEMO_API_KEY_VARIABLE}`]: JSON.stringify(process.env[DEMO_API_KEY_VARIABLE] ?? ""),
  })
  if (stage !== "build-html" && stage !== "build-javascript") {
    actions.setWebpackConfig({ module: { rules: [graphqlSourceRule, customMediaRule] }, plugins: [demoKey] })
    return
  }
  const config = getConfig() as Configuration
  config.module?.rules?.push(graphqlSourceRule, customMediaRule)
  config.plugins?.push(demoKey as NonNullable<Configuration["plugins"]>[number])
  shortenClassNames(config, stage, reporter)
  if (stage === "build-javascript") {
    // Gatsby merges every CSS module into one stylesheet and warns when chunks
    // import them in different orders. Our styles are CSS modules (class
    // selectors) over a global sheet of element rules and variables, so their
    // relative order never decides a rule; the warnings are noise.
    const cssExtract = config.plugins?.find((plugin) => plugin?.constructor.name === "MiniCssExtractPlugin") as
      { options?: { ignoreOrder?: boolean } } | undefined
    if (cssExtract?.options) cssExtract.options.ignoreOrder = true
    // The docs' shared code in named chunks, whatever their size, instead of where webpack's 20,000-byte minimum
    // happens to put it, and what every page uses in the app's chunk (gatsby/lib/page-chunks.ts).
    const splitChunks = config.optimization?.splitChunks
    if (!splitChunks || !splitChunks.cacheGroups)
      reporter.panicOnBuild("gatsby/lib/page-chunks.ts found no splitChunks cache groups in Gatsby's webpack config")
    else {
      const { plugin, cacheGroups } = pageChunks(path.resolve("."))
      Object.assign(splitChunks.cacheGroups, cacheGroups)
      if (!commonsIntoApp(splitChunks.cacheGroups as Record<string, unknown>))
        reporter.panicOnBuild("gatsby/lib/page-chunks.ts found no commons cache group in Gatsby's webpack config")
      config.plugins?.push(plugin as NonNullable<Configuration["plugins"]>[number])
    }
  }
  actions.replaceWebpackConfig(config)
}
