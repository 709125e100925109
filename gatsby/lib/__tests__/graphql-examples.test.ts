import fs from "node:fs"
import type { GraphQLObjectType } from "graphql"
import { checkExamples } from "../graphql-examples"
import { buildSchemaFromText } from "../../../schema"

const { schema: ours } = buildSchemaFromText(
  "content/schema.graphql",
  fs.readFileSync("content/schema.graphql", "utf8"),
)

/** A field's deprecation reason as our schema gives it today (writers add removal dates to it). */
const reasonOf = (type: string, field: string) =>
  (ours.getType(type) as GraphQLObjectType).getFields()[field].deprecationReason

describe("the build's check of a doc's examples", () => {
  it("warns about each example on a deprecated field of our schema, with file:line and the reason", async () => {
    const markdown = "## A\n\n```graphql\n{\n  outlets(first: 1) {\n    nodes {\n      city\n    }\n  }\n}\n```\n"
    expect(await checkExamples(ours, "content/docs/x.mdx", markdown)).toEqual({
      problems: [],
      deprecations: [`content/docs/x.mdx:7: Outlet.city is deprecated: ${reasonOf("Outlet", "city")}`],
    })
  })

  it("gives a problem, not a warning, for an example that is not valid", async () => {
    const checks = await checkExamples(
      ours,
      "content/docs/x.mdx",
      "```graphql\n{ dish(id: 1) { priceChf nam } }\n```\n",
    )
    expect(checks.deprecations).toEqual([])
    expect(checks.problems).toHaveLength(1)
  })
})
