// Build-time code lives in gatsby/; this file only re-exports the Gatsby Node APIs.
export { onCreateNode } from "./gatsby/on-create-node"
export { sourceNodes } from "./gatsby/source-graphql-schema"
export { createSchemaCustomization } from "./gatsby/create-schema-customization"
export { createResolvers } from "./gatsby/create-resolvers"
export { createPages } from "./gatsby/create-pages"
export { onPostBuild } from "./gatsby/on-post-build"
export { onCreateDevServer } from "./gatsby/publish-schema"
export { onCreateWebpackConfig } from "./gatsby/on-create-webpack-config"
