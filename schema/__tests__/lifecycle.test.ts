import { buildSchema } from "graphql"
import { buildChangesSince } from "../src/changelog"
import { UNRELEASED, buildLifecycle, formatLifecycleStep, lifecycleStep, schemaMembers } from "../src/lifecycle"
import { buildSchemaReference } from "../src/reference"
import { diffSchemas } from "../src/diff"

// Three releases and a current schema: Dish.price is added in the second release with Dish.priceChf deprecated,
// Dish.phone is removed in the second and added again in the third, Money arrives with its fields in the third,
// and the current schema adds Dish.tags and deprecates Cuisine.CAFE.
const r1 = buildSchema(`
  type Query { dishes(vegetarian: Boolean @deprecated(reason: "Use \`filter\`."), filter: Filter): [Dish!]! }
  input Filter { name: String }
  type Dish { name: String! priceChf: Float! phone: String }
  enum Cuisine { SWISS CAFE }
`)
const r2 = buildSchema(`
  type Query { dishes(vegetarian: Boolean @deprecated(reason: "Use \`filter\`."), filter: Filter): [Dish!]! }
  input Filter { name: String }
  type Dish { name: String! priceChf: Float! @deprecated(reason: "Use \`price\`. Removal on 2027-05-01.") price: Float! }
  enum Cuisine { SWISS CAFE }
`)
const r3 = buildSchema(`
  type Query { dishes(vegetarian: Boolean @deprecated(reason: "Use \`filter\`."), filter: Filter): [Dish!]! }
  input Filter { name: String }
  type Dish { name: String! priceChf: Float! @deprecated(reason: "Use \`price\`. Removal on 2027-05-01.") price: Float! phone: String money: Money }
  type Money { amount: Float! currency: String! }
  enum Cuisine { SWISS CAFE }
`)
const current = buildSchema(`
  type Query { dishes(vegetarian: Boolean @deprecated(reason: "Use \`filter\`."), filter: Filter): [Dish!]! }
  input Filter { name: String }
  type Dish {
    name: String! priceChf: Float! @deprecated(reason: "Use \`price\`. Removal on 2027-05-01.")
    price: Float! phone: String money: Money tags: [String!]
  }
  type Money { amount: Float! currency: String! }
  enum Cuisine { SWISS CAFE @deprecated(reason: "Use \`SWISS\`.") }
`)
const releases = [
  { version: "2026-12-01", schema: r3 },
  { version: "2026-10-01", schema: r1 },
  { version: "2026-11-16", schema: r2 },
]

describe("buildLifecycle", () => {
  it("gives each member the release that added, deprecated and removed it, and the re-adding release to one that came back", async () => {
    const lifecycle = await buildLifecycle(releases, current)
    const of = (path: string) => lifecycle.get(path)
    // Members of the first release have no "added in"; a deprecation there is the first release's.
    expect(of("Dish.name")).toEqual({ addedIn: null, deprecatedIn: null, removedIn: null })
    expect(of("Query.dishes.vegetarian")).toEqual({ addedIn: null, deprecatedIn: "2026-10-01", removedIn: null })
    expect(of("Dish.price")).toEqual({ addedIn: "2026-11-16", deprecatedIn: null, removedIn: null })
    expect(of("Dish.priceChf")).toEqual({ addedIn: null, deprecatedIn: "2026-11-16", removedIn: null })
    // Removed in 2026-11-16, added again in 2026-12-01.
    expect(of("Dish.phone")).toEqual({ addedIn: "2026-12-01", deprecatedIn: null, removedIn: null })
    // A type that arrives brings its fields: they carry its release.
    expect(of("Money")?.addedIn).toBe("2026-12-01")
    expect(of("Money.currency")?.addedIn).toBe("2026-12-01")
    // Only in the current schema.
    expect(of("Dish.tags")).toEqual({ addedIn: UNRELEASED, deprecatedIn: null, removedIn: null })
    expect(of("Cuisine.CAFE")).toEqual({ addedIn: null, deprecatedIn: UNRELEASED, removedIn: null })
  })

  it("keeps a removed member with the release that removed it", async () => {
    const lifecycle = await buildLifecycle(releases.slice(1), null)
    expect(lifecycle.get("Dish.phone")).toEqual({ addedIn: null, deprecatedIn: null, removedIn: "2026-11-16" })
  })

  it("is empty without releases", async () => {
    expect((await buildLifecycle([], current)).size).toBe(0)
  })
})

describe("lifecycleStep and its summary for schema:release", () => {
  it("says what a release added, deprecated with its removal date, and removed, each once", async () => {
    const before = schemaMembers(r1)
    const after = schemaMembers(r2)
    const step = lifecycleStep(await diffSchemas(r1, r2), before, after)
    expect(step).toEqual({
      added: ["Dish.price"],
      deprecated: ["Dish.priceChf"],
      undeprecated: [],
      removed: ["Dish.phone"],
    })
    expect(formatLifecycleStep(step, after)).toEqual([
      "  added       Dish.price",
      "  deprecated  Dish.priceChf: removal on 2027-05-01",
      "  removed     Dish.phone",
    ])
  })

  it("names a new type once, not each of its fields, and asks for a removal date where the reason has none", async () => {
    const step = lifecycleStep(await diffSchemas(r3, current), schemaMembers(r3), schemaMembers(current))
    const step2 = lifecycleStep(await diffSchemas(r2, r3), schemaMembers(r2), schemaMembers(r3))
    expect(formatLifecycleStep(step2, schemaMembers(r3))[0]).toBe("  added       Dish.money, Dish.phone, Money")
    expect(formatLifecycleStep(step, schemaMembers(current))[1]).toBe(
      '  deprecated  Cuisine.CAFE: no removal date (add "Removal on YYYY-MM-DD." to the reason)',
    )
  })
})

describe("the reference with a lifecycle", () => {
  it("puts the releases on the records, links the replacement in the reason, and lists removal dates", async () => {
    const lifecycle = await buildLifecycle(releases, current)
    const reference = buildSchemaReference(current, new Map(), lifecycle)
    const dish = reference.types.find((type) => type.name === "Dish")
    const field = (name: string) => dish?.fieldDefinitions.find((item) => item.name === name)
    expect(field("price")).toMatchObject({ addedIn: "2026-11-16", deprecatedIn: null })
    expect(field("priceChf")).toMatchObject({
      addedIn: null,
      deprecatedIn: "2026-11-16",
      deprecationReasonHtml:
        'Use <a href="/docs/graphql-schema/objects/dish/#price"><code>price</code></a>. Removal on 2027-05-01.',
    })
    expect(reference.types.find((type) => type.name === "Money")?.addedIn).toBe("2026-12-01")
    const vegetarian = reference.types.find((type) => type.name === "Query")?.fieldDefinitions[0].args[0]
    expect(vegetarian).toMatchObject({ name: "vegetarian", deprecatedIn: "2026-10-01" })
    expect(reference.deprecations).toEqual([
      expect.objectContaining({ coordinate: "Cuisine.CAFE", deprecatedIn: UNRELEASED, removalDate: null }),
      expect.objectContaining({
        coordinate: "Dish.priceChf",
        deprecatedIn: "2026-11-16",
        removalDate: "2027-05-01",
        replacement: { coordinate: "Dish.price", href: "/docs/graphql-schema/objects/dish/#price" },
      }),
      expect.objectContaining({
        coordinate: "Query.dishes(vegetarian:)",
        replacement: { coordinate: "Query.dishes(filter:)", href: "/docs/graphql-schema/queries/#dishes.filter" },
      }),
    ])
  })
})

describe("buildChangesSince", () => {
  it("merges the changes after a release into their net effect: a field removed and added again is not there", async () => {
    const reference = buildSchemaReference(r3)
    const since = await buildChangesSince(releases, reference)
    expect(since.map((entry) => [entry.since, entry.until])).toEqual([
      ["2026-11-16", "2026-12-01"],
      ["2026-10-01", "2026-12-01"],
    ])
    const first = since[1]
    const messages = [...first.breaking, ...first.dangerous, ...first.safe].map((change) => change.message)
    expect([...messages].sort()).toEqual(
      [
        "Field `price` was added to object type `Dish`",
        "Field `money` was added to object type `Dish`",
        "Field `Dish.priceChf` is deprecated",
        "Type `Money` was added",
      ].sort(),
    )
    expect(messages.join("\n")).not.toContain("phone")
    // The release after 2026-11-16 did remove nothing, and added phone back: a safe change since 2026-11-16.
    expect(since[0].safe.map((change) => change.message)).toContain("Field `phone` was added to object type `Dish`")
    expect(first.breaking).toEqual([])
  })
})
