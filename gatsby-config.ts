import path from "node:path"
import type { GatsbyConfig } from "gatsby"
import remarkGfm from "remark-gfm"
import remarkHeadingIds from "./gatsby/lib/heading-ids"
import remarkDocLinks from "./gatsby/lib/remark-doc-links"
import remarkGraphqlExamples from "./gatsby/lib/remark-graphql-examples"
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
          // GitHub-flavoured Markdown (tables), heading ids, links between docs, and code blocks highlighted at build time.
          remarkPlugins: [
            remarkGfm,
            remarkHeadingIds,
            [remarkDocLinks, { docsDir: path.resolve(DOCS_DIR) }],
            remarkGraphqlExamples,
          ],
        },
      },
    },
  ],
}

export default config
