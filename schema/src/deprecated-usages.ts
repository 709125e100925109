import { TypeInfo, visit, visitWithTypeInfo, type DocumentNode, type GraphQLSchema } from "graphql"

/**
 * The deprecated fields, arguments and enum values an operation uses, found
 * with graphql-js's TypeInfo. The build warns about them for the docs'
 * examples (against content/schema.graphql), and docs:check-live reports them
 * against the live API's schema: one rule, so both say the same.
 */

export interface DeprecatedUsage {
  /** The schema coordinate: "Dish.priceChf", "Query.dishes(first:)", "Cuisine.CAFE". */
  coordinate: string
  /** The @deprecated reason. */
  reason: string
  /** Line of the usage in the operation's text, 1-based; null when the document has no locations. */
  line: number | null
}

/** Every use of something deprecated in `document`, in document order. The document is assumed valid against `schema`. */
export function deprecatedUsages(schema: GraphQLSchema, document: DocumentNode): DeprecatedUsage[] {
  const typeInfo = new TypeInfo(schema)
  const usages: DeprecatedUsage[] = []
  const lineOf = (node: { loc?: { startToken: { line: number } } }) => node.loc?.startToken.line ?? null
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const field = typeInfo.getFieldDef()
        const parent = typeInfo.getParentType()
        if (field?.deprecationReason != null && parent)
          usages.push({
            coordinate: `${parent.name}.${field.name}`,
            reason: field.deprecationReason,
            line: lineOf(node),
          })
      },
      Argument(node) {
        const argument = typeInfo.getArgument()
        const field = typeInfo.getFieldDef()
        const parent = typeInfo.getParentType()
        if (argument?.deprecationReason != null && field && parent)
          usages.push({
            coordinate: `${parent.name}.${field.name}(${argument.name}:)`,
            reason: argument.deprecationReason,
            line: lineOf(node),
          })
      },
      EnumValue(node) {
        const value = typeInfo.getEnumValue()
        const type = typeInfo.getInputType()
        if (value?.deprecationReason != null && type)
          usages.push({
            coordinate: `${String(type).replace(/[[\]!]/g, "")}.${value.name}`,
            reason: value.deprecationReason,
            line: lineOf(node),
          })
      },
    }),
  )
  return usages
}

/** "content/docs/x.mdx:14: Outlet.city is deprecated: Use `address { city }`." for an example whose fence is on `fenceLine`. */
export function deprecationMessage(file: string, fenceLine: number | null, usage: DeprecatedUsage): string {
  // The operation starts on the line after its ```graphql fence.
  const line = fenceLine !== null && usage.line !== null ? fenceLine + usage.line : fenceLine
  return `${file}${line !== null ? `:${line}` : ""}: ${usage.coordinate} is deprecated: ${usage.reason}`
}
