import { graphql } from "gatsby"

/** The parts of the schema nodes the reference components show, shared by the templates' page queries. */
export const schemaReferenceFragments = graphql`
  fragment SchemaTypeRefData on SchemaTypeRef {
    display
    name
    href
  }

  fragment SchemaArgumentData on SchemaArgument {
    name
    anchor
    descriptionHtml
    type {
      ...SchemaTypeRefData
    }
    defaultValue
    deprecationReasonHtml
  }

  fragment SchemaFieldData on SchemaField {
    name
    descriptionHtml
    type {
      ...SchemaTypeRefData
    }
    args {
      ...SchemaArgumentData
    }
    deprecationReasonHtml
  }
`
