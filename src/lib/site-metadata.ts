/** What the site is called and says about itself; read by gatsby-config and by page heads. */
export const siteMetadata = {
  title: "ZFV API",
  description: "Documentation for the ZFV GraphQL API: restaurant data (dishes, menu categories, outlets), how to get access, example queries and a playground.",
  siteUrl: process.env.GATSBY_SITE_URL || "http://localhost:9000",
}
