import {
  TypeInfo,
  getNamedType,
  isInputObjectType,
  visit,
  visitWithTypeInfo,
  type ASTNode,
  type DocumentNode,
  type GraphQLSchema,
} from "graphql"

/**
 * The deprecated fields, arguments, input fields and enum values an operation
 * uses, found with graphql-js's TypeInfo. The build warns about them for the
 * docs' examples (against content/schema.graphql), docs:check-live reports
 * them against the live API's schema, and the MCP server's validate_operation
 * warns about them: one rule, so all say the same. It finds what graphql-js's
 * NoDeprecatedCustomRule finds.
 */

export interface DeprecatedUsage {
  /** The schema coordinate: "Dish.priceChf", "Query.dishes(first:)", "DishFilter.outletId", "Cuisine.CAFE", "@skip(if:)". */
  coordinate: string
  /** The @deprecated reason. */
  reason: string
  /** Line of the usage in the operation's text, 1-based; null when the document has no locations. */
  line: number | null
  /** Column of the usage on that line, 1-based; null when the document has no locations. */
  column: number | null
}

/**
 * Every use of something deprecated in `document`, in document order. Meant for a valid document; in an invalid one
 * it finds the uses it can place in the schema and skips the rest.
 */
export function deprecatedUsages(schema: GraphQLSchema, document: DocumentNode): DeprecatedUsage[] {
  const typeInfo = new TypeInfo(schema)
  const usages: DeprecatedUsage[] = []
  const add = (node: ASTNode, coordinate: string, reason: string) =>
    usages.push({
      coordinate,
      reason,
      line: node.loc?.startToken.line ?? null,
      column: node.loc?.startToken.column ?? null,
    })
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const field = typeInfo.getFieldDef()
        const parent = typeInfo.getParentType()
        if (field?.deprecationReason != null && parent)
          add(node, `${parent.name}.${field.name}`, field.deprecationReason)
      },
      Argument(node) {
        const argument = typeInfo.getArgument()
        if (argument?.deprecationReason == null) return
        // An argument of a directive (on a field, too) belongs to the directive, not to the field.
        const directive = typeInfo.getDirective()
        const field = typeInfo.getFieldDef()
        const parent = typeInfo.getParentType()
        if (directive) add(node, `@${directive.name}(${argument.name}:)`, argument.deprecationReason)
        else if (field && parent)
          add(node, `${parent.name}.${field.name}(${argument.name}:)`, argument.deprecationReason)
      },
      ObjectField(node) {
        const input = getNamedType(typeInfo.getParentInputType())
        const field = isInputObjectType(input) ? input.getFields()[node.name.value] : undefined
        if (input && field?.deprecationReason != null) add(node, `${input.name}.${field.name}`, field.deprecationReason)
      },
      EnumValue(node) {
        const value = typeInfo.getEnumValue()
        const type = getNamedType(typeInfo.getInputType())
        if (value?.deprecationReason != null && type) add(node, `${type.name}.${value.name}`, value.deprecationReason)
      },
    }),
  )
  return usages
}

/** "content/docs/x.mdx:14: Outlet.city is deprecated: Use `address { city }`." for an example whose fence is on `fenceLine`. */
export function deprecationMessage(
  file: string,
  fenceLine: number | null,
  usage: Pick<DeprecatedUsage, "coordinate" | "reason" | "line">,
): string {
  // The operation starts on the line after its ```graphql fence.
  const line = fenceLine !== null && usage.line !== null ? fenceLine + usage.line : fenceLine
  return `${file}${line !== null ? `:${line}` : ""}: ${usage.coordinate} is deprecated: ${usage.reason}`
}
