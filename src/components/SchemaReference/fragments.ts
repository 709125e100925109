import { graphql } from "gatsby"

/**
 * The parts of the schema nodes the reference components show, shared by the templates' page queries. Gatsby
 * checks them against the node types (gatsby/create-schema-customization.ts, tied to the records of
 * schema/src/reference-records.ts by a test) and generates the components' prop types from them (Queries.*Fragment).
 */
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
    addedIn
    deprecatedIn
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
    declaredCostHtml
    addedIn
    deprecatedIn
  }

  fragment SchemaEnumValueData on SchemaEnumValue {
    name
    descriptionHtml
    deprecationReasonHtml
    addedIn
    deprecatedIn
  }

  fragment SchemaLinkData on SchemaLink {
    name
    href
  }

  fragment SchemaCoordinateLinkData on SchemaCoordinateLink {
    coordinate
    href
  }

  fragment SchemaExampleData on SchemaExample {
    operationName
    query
    variables
    queryHtml
    variablesHtml
    cost {
      line
    }
  }

  fragment SchemaChangeData on SchemaChange {
    criticality
    messageHtml
    reason
    path
    href
  }
`
