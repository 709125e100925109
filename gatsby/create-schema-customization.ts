import type { GatsbyNode } from "gatsby"

/** Explicit types, so queries keep working when a field is absent from every doc. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    type MdxFrontmatter {
      title: String
      description: String
      sidebar_position: Float
      sidebar_label: String
      slug: String
    }

    type MdxFields {
      docId: String
      route: String
      category: String
      title: String
      sidebarLabel: String
      sidebarPosition: Float
      version: String
    }

    type Mdx implements Node {
      frontmatter: MdxFrontmatter
      fields: MdxFields
    }

    type DocCategory implements Node @dontInfer {
      dirPath: String!
      label: String!
      position: Float
      indexRoute: String
      indexTitle: String
      indexDescription: String
    }

    "A heading of a doc, for the table of contents."
    type DocHeading {
      depth: Int!
      value: String!
      id: String!
    }
  `)
}
