import path from "node:path"
import type { GatsbyConfig } from "gatsby"
import remarkGfm from "remark-gfm"
import { pageRemarkPlugins } from "./gatsby/lib/doc-remark-plugins"
import { DOCS_DIR } from "./doc-examples"
import { siteMetadata } from "./core/site-config"

const config: GatsbyConfig = {
  siteMetadata,
  trailingSlash: "always",
  jsxRuntime: "automatic",
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    generateOnBuild: true,
    documentSearchPaths: ["./gatsby-node.ts", "./gatsby/**/*.ts"],
  },
  plugins: [
    { resolve: "gatsby-source-filesystem", options: { name: "docs", path: path.resolve(DOCS_DIR) } },
    { resolve: "gatsby-source-filesystem", options: { name: "pages", path: path.resolve("src/pages") } },
    {
      resolve: "gatsby-plugin-mdx",
      options: {
        extensions: [".mdx"],
        mdxOptions: {
          // GitHub-flavoured Markdown (tables), heading ids, links between docs, and code blocks highlighted at build
          // time; then a doc keeps only its islands in its page's code, its prose comes as HTML with its data.
          remarkPlugins: [...pageRemarkPlugins(remarkGfm)],
        },
      },
    },
  ],
}

export default config
