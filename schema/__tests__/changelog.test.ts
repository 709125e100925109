import fs from "node:fs"
import { buildSchema } from "graphql"
import {
  buildChangelog,
  changeMessageHtml,
  coordinateHref,
  groupChanges,
  withoutImpliedChanges,
} from "../src/changelog"
import { buildSchemaReference } from "../src/reference"
import { buildSchemaFromText } from "../src/load"
import { readReleases } from "../src/files"
import type { Change } from "@graphql-inspector/core"

const before = buildSchema(`
  type Query { dishes(vegetarian: Boolean): [Dish!]! }
  type Dish { name: String! phone: String }
  enum Cuisine { SWISS }
`)
const after = buildSchema(`
  type Query { dishes: [Dish!]! dish(id: ID!): Dish }
  type Dish { name: String! @deprecated(reason: "Use title.") title: String! price: Money }
  "Money."
  type Money { amount: Float! }
  enum Cuisine { SWISS CAFE }
`)
const reference = buildSchemaReference(after)

describe("buildChangelog", () => {
  it("groups each release's changes into breaking, dangerous and safe, newest first, with Unreleased on top", async () => {
    const releases = await buildChangelog(
      [
        { version: "2026-11-01", schema: after },
        { version: "2026-10-01", schema: before },
      ],
      buildSchema("type Query { dishes: [Dish!]! } type Dish { name: String! }"),
      reference,
    )
    expect(releases.map((release) => [release.version, release.title, release.previous])).toEqual([
      ["unreleased", "Unreleased", "2026-11-01"],
      ["2026-11-01", "2026-11-01", "2026-10-01"],
      ["2026-10-01", "2026-10-01", null],
    ])
    const november = releases[1]
    expect(november.breaking.map((change) => change.messageHtml).sort()).toEqual([
      "Argument <code>vegetarian: Boolean</code> was removed from field <code>Query.dishes</code>",
      "Field <code>phone</code> was removed from object type <code>Dish</code>",
    ])
    expect(november.dangerous.map((change) => change.messageHtml)).toEqual([
      "Enum value <code>CAFE</code> was added to enum <code>Cuisine</code>",
    ])
    expect(november.safe.map((change) => change.path)).toEqual(
      expect.arrayContaining(["Money", "Dish.title", "Dish.price", "Query.dish", "Dish.name.@deprecated"]),
    )
    expect(releases[2]).toMatchObject({ breaking: [], dangerous: [], safe: [] })
  })

  it("has no Unreleased entry when the current schema is the last release", async () => {
    const releases = await buildChangelog(
      [
        { version: "2026-10-01", schema: before },
        { version: "2026-11-01", schema: after },
      ],
      after,
      reference,
    )
    expect(releases.map((release) => release.version)).toEqual(["2026-11-01", "2026-10-01"])
  })

  it("shows a real diff between our two released schema files", async () => {
    const current = buildSchemaFromText(
      "content/schema.graphql",
      fs.readFileSync("content/schema.graphql", "utf8"),
    ).schema
    const releases = await buildChangelog(readReleases(), current, buildSchemaReference(current))
    // The latest release (not Unreleased, which holds only the current file's edits since it).
    const latest = releases.find((release) => release.previous !== null && release.version !== "unreleased")
    expect(latest?.breaking.length).toBeGreaterThan(0)
    expect(latest?.safe.length).toBeGreaterThan(0)
  })
})

describe("withoutImpliedChanges", () => {
  const change = (type: string, path: string): Change =>
    ({ type, path, message: `${type} ${path}`, criticality: { level: "NON_BREAKING" } }) as unknown as Change
  it("keeps a type's addition and leaves out its fields and descriptions, and the @deprecated usage a deprecation implies", () => {
    const changes = [
      change("TYPE_ADDED", "Money"),
      change("FIELD_ADDED", "Money.amount"),
      change("TYPE_DESCRIPTION_ADDED", "Money"),
      change("FIELD_ADDED", "Query.dish"),
      change("FIELD_ARGUMENT_ADDED", "Query.dish.id"),
      change("FIELD_DEPRECATION_ADDED", "Dish.name.@deprecated"),
      change("DIRECTIVE_USAGE_FIELD_DEFINITION_ADDED", "Dish.name.@deprecated"),
      change("FIELD_ARGUMENT_ADDED", "Query.dishes.first"),
    ]
    expect(withoutImpliedChanges(changes).map((item) => `${item.type} ${item.path}`)).toEqual([
      "TYPE_ADDED Money",
      "FIELD_ADDED Query.dish",
      "FIELD_DEPRECATION_ADDED Dish.name.@deprecated",
      "FIELD_ARGUMENT_ADDED Query.dishes.first",
    ])
  })

  it("keeps a directive's addition and its use on a field, and leaves out their locations and arguments", () => {
    const changes = [
      change("DIRECTIVE_ADDED", "@listSize"),
      change("DIRECTIVE_LOCATION_ADDED", "@listSize"),
      change("DIRECTIVE_ARGUMENT_ADDED", "@listSize.slicingArguments"),
      change("DIRECTIVE_USAGE_FIELD_DEFINITION_ADDED", "Query.dishes.@listSize"),
      change("DIRECTIVE_USAGE_ARGUMENT_ADDED", "Query.dishes.@listSize.slicingArguments"),
      change("DIRECTIVE_USAGE_ARGUMENT_ADDED", "Query.outlets.@listSize.sizedFields"),
    ]
    expect(withoutImpliedChanges(changes).map((item) => `${item.type} ${item.path}`)).toEqual([
      "DIRECTIVE_ADDED @listSize",
      "DIRECTIVE_USAGE_FIELD_DEFINITION_ADDED Query.dishes.@listSize",
      "DIRECTIVE_USAGE_ARGUMENT_ADDED Query.outlets.@listSize.sizedFields",
    ])
  })
})

describe("coordinateHref", () => {
  it("links a type, a field, an argument and an enum value to their anchors", () => {
    expect(coordinateHref(reference, "Money")).toBe("/docs/graphql-schema/objects/money/")
    expect(coordinateHref(reference, "Dish.title")).toBe("/docs/graphql-schema/objects/dish/#title")
    expect(coordinateHref(reference, "Query.dish.id")).toBe("/docs/graphql-schema/queries/#dish.id")
    expect(coordinateHref(reference, "Cuisine.CAFE")).toBe("/docs/graphql-schema/enums/cuisine/#CAFE")
    expect(coordinateHref(reference, "Dish.name.@deprecated")).toBe("/docs/graphql-schema/objects/dish/#name")
    expect(coordinateHref(reference, "@deprecated.reason")).toBe("/docs/graphql-schema/directives/#deprecated.reason")
  })

  it("links what was removed to what is left of it, and a removed type nowhere", () => {
    expect(coordinateHref(reference, "Dish.phone")).toBe("/docs/graphql-schema/objects/dish/")
    expect(coordinateHref(reference, "Query.dishes.vegetarian")).toBe("/docs/graphql-schema/queries/#dishes")
    expect(coordinateHref(reference, "Gone")).toBeNull()
    expect(coordinateHref(reference, "Gone.field")).toBeNull()
    expect(coordinateHref(reference, null)).toBeNull()
  })
})

describe("changeMessageHtml and groupChanges", () => {
  it("codes quoted names and types, escapes HTML, and leaves quoted descriptions as text", () => {
    expect(changeMessageHtml("Type for argument 'x' on field 'Query.a' changed from 'Int' to '[Int!]!'")).toBe(
      "Type for argument <code>x</code> on field <code>Query.a</code> changed from <code>Int</code> to <code>[Int!]!</code>",
    )
    expect(changeMessageHtml("Field 'Dish.a' has description 'A <b>bold</b> claim'")).toBe(
      "Field <code>Dish.a</code> has description 'A &lt;b&gt;bold&lt;/b&gt; claim'",
    )
  })

  it("puts each change in the group of its criticality", () => {
    const changes = [
      {
        type: "FIELD_REMOVED",
        path: "Dish.phone",
        message: "Field 'phone' was removed from object type 'Dish'",
        criticality: { level: "BREAKING" },
      },
      {
        type: "ENUM_VALUE_ADDED",
        path: "Cuisine.CAFE",
        message: "Enum value 'CAFE' was added to enum 'Cuisine'",
        criticality: { level: "DANGEROUS", reason: "Clients may not expect it." },
      },
    ] as unknown as Change[]
    const groups = groupChanges(changes, reference)
    expect(groups.breaking).toEqual([
      {
        criticality: "BREAKING",
        messageHtml: "Field <code>phone</code> was removed from object type <code>Dish</code>",
        message: "Field `phone` was removed from object type `Dish`",
        reason: null,
        path: "Dish.phone",
        href: "/docs/graphql-schema/objects/dish/",
      },
    ])
    expect(groups.dangerous[0]).toMatchObject({
      reason: "Clients may not expect it.",
      href: "/docs/graphql-schema/enums/cuisine/#CAFE",
    })
    expect(groups.safe).toEqual([])
  })
})
