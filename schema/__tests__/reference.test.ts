import fs from "node:fs"
import path from "node:path"
import { buildSchemaFromText } from "../src/load"
import { readSchemaExamples, readSiteSchema } from "../src/files"
import {
  SCHEMA_REFERENCE_ROUTE,
  buildSchemaReference,
  descriptionHtml,
  kindRoute,
  typeSlugs,
  type TypeRecord,
} from "../src/reference"

const fixture = path.join(__dirname, "fixtures", "every-kind.graphql")
const { schema } = buildSchemaFromText(fixture, fs.readFileSync(fixture, "utf8"))
const reference = buildSchemaReference(schema)
const type = (name: string): TypeRecord => {
  const found = reference.types.find((item) => item.name === name)
  if (!found) throw new Error(`no ${name}`)
  return found
}
const names = (links: readonly { name: string }[]) => links.map((link) => link.name)
const coordinates = (links: readonly { coordinate: string }[]) => links.map((link) => link.coordinate)

describe("buildSchemaReference over a schema with every kind", () => {
  it("counts every kind and gives each kind with members a page", () => {
    expect(Object.fromEntries(reference.kinds.map((kind) => [kind.kind, kind.count]))).toEqual({
      query: 3,
      mutation: 1,
      subscription: 0,
      object: 2,
      interface: 2,
      union: 1,
      enum: 2,
      input: 1,
      scalar: 6,
      directive: 6,
    })
    expect(reference.kinds.find((kind) => kind.kind === "subscription")?.route).toBeNull()
    expect(reference.kinds.find((kind) => kind.kind === "input")?.route).toBe("/docs/graphql-schema/input-objects/")
  })

  it("routes each type to a page of its kind and each root type to its kind's page; introspection types are left out", () => {
    expect(type("Dish").route).toBe("/docs/graphql-schema/objects/dish/")
    expect(type("Named").route).toBe("/docs/graphql-schema/interfaces/named/")
    expect(type("MenuItem").route).toBe("/docs/graphql-schema/unions/menuitem/")
    expect(type("DishInput").route).toBe("/docs/graphql-schema/input-objects/dishinput/")
    expect(type("DateTime").route).toBe("/docs/graphql-schema/scalars/datetime/")
    expect(type("Query")).toMatchObject({ kind: "query", route: "/docs/graphql-schema/queries/" })
    expect(type("Mutation")).toMatchObject({ kind: "mutation", route: "/docs/graphql-schema/mutations/" })
    expect(reference.types.some((item) => item.name.startsWith("__"))).toBe(false)
    expect(kindRoute("directive")).toBe(`${SCHEMA_REFERENCE_ROUTE}directives/`)
  })

  it("links every field and argument type to its page", () => {
    const price = type("Dish").fieldDefinitions.find((field) => field.name === "price")
    expect(price?.type).toEqual({ display: "Float!", name: "Float", href: "/docs/graphql-schema/scalars/float/" })
    expect(price?.args[0]).toMatchObject({
      name: "currency",
      anchor: "price.currency",
      type: { display: "Currency", href: "/docs/graphql-schema/enums/currency/" },
      defaultValue: "CHF",
    })
    expect(type("Query").fieldDefinitions.find((field) => field.name === "items")?.type.display).toBe("[MenuItem!]!")
  })

  it("prints default values in GraphQL syntax", () => {
    expect(Object.fromEntries(type("DishInput").inputFields.map((field) => [field.name, field.defaultValue]))).toEqual({
      name: null,
      price: "10.5",
      tags: '["vegan"]',
      legacyCode: null,
    })
  })

  it("computes implements, implemented by, possible types and member of", () => {
    expect(names(type("Named").interfaces)).toEqual(["Node"])
    expect(names(type("Dish").interfaces)).toEqual(["Named", "Node"])
    expect(names(type("Node").implementedBy)).toEqual(["Dish", "Drink", "Named"])
    expect(names(type("Node").possibleTypes)).toEqual(["Dish", "Drink"])
    expect(names(type("MenuItem").possibleTypes)).toEqual(["Dish", "Drink"])
    expect(names(type("Dish").memberOf)).toEqual(["MenuItem"])
  })

  it("computes which fields return a type and which arguments and input fields take it, with links", () => {
    expect(type("Dish").returnedBy).toEqual([
      { coordinate: "Mutation.createDish", href: "/docs/graphql-schema/mutations/#createDish" },
    ])
    expect(coordinates(type("Named").returnedBy)).toEqual(["Query.search"])
    expect(type("DishInput").usedBy).toEqual([
      { coordinate: "Mutation.createDish(input:)", href: "/docs/graphql-schema/mutations/#createDish.input" },
      { coordinate: "Query.search(filter:)", href: "/docs/graphql-schema/queries/#search.filter" },
    ])
    expect(coordinates(type("CacheScope").usedBy)).toEqual(["@cacheControl(scope:)"])
    expect(coordinates(type("DateTime").returnedBy)).toEqual(["Dish.createdAt"])
  })

  it("lists no back-links for built-in scalars, which nearly every field uses", () => {
    expect(type("String")).toMatchObject({ builtIn: true, returnedBy: [], usedBy: [] })
    expect(type("DateTime")).toMatchObject({ builtIn: false, specifiedByUrl: "https://tools.ietf.org/html/rfc3339" })
  })

  it("keeps deprecation reasons (as inline HTML, the replacement linked) on fields, arguments, input fields and enum values, and lists them all", () => {
    expect(type("Dish").fieldDefinitions.find((field) => field.name === "priceChf")?.deprecationReasonHtml).toBe(
      'Use <a href="/docs/graphql-schema/objects/dish/#price"><code>price</code></a>.',
    )
    expect(
      type("Dish")
        .fieldDefinitions.find((field) => field.name === "price")
        ?.args.find((arg) => arg.name === "rounded")?.deprecationReasonHtml,
    ).toBe("Always rounded now.")
    expect(type("DishInput").inputFields.find((field) => field.name === "legacyCode")?.deprecationReasonHtml).toBe(
      "Not used any more.",
    )
    expect(type("CacheScope").enumValues.map((value) => [value.name, value.deprecationReasonHtml])).toEqual([
      ["PUBLIC", null],
      ["PRIVATE", null],
      ["USER", 'Use <a href="/docs/graphql-schema/enums/cachescope/#PRIVATE"><code>PRIVATE</code></a>.'],
    ])
    // Without releases, nothing says when a member was deprecated; no reason here names a removal date.
    const none = { deprecatedIn: null, removalDate: null }
    expect(reference.deprecations).toEqual([
      {
        coordinate: "CacheScope.USER",
        reasonHtml: 'Use <a href="/docs/graphql-schema/enums/cachescope/#PRIVATE"><code>PRIVATE</code></a>.',
        reason: "Use `PRIVATE`.",
        href: "/docs/graphql-schema/enums/cachescope/#USER",
        ...none,
        replacement: { coordinate: "CacheScope.PRIVATE", href: "/docs/graphql-schema/enums/cachescope/#PRIVATE" },
      },
      {
        coordinate: "Dish.price(rounded:)",
        reasonHtml: "Always rounded now.",
        reason: "Always rounded now.",
        href: "/docs/graphql-schema/objects/dish/#price.rounded",
        ...none,
        replacement: null,
      },
      {
        coordinate: "Dish.priceChf",
        reasonHtml: 'Use <a href="/docs/graphql-schema/objects/dish/#price"><code>price</code></a>.',
        reason: "Use `price`.",
        href: "/docs/graphql-schema/objects/dish/#priceChf",
        ...none,
        replacement: { coordinate: "Dish.price", href: "/docs/graphql-schema/objects/dish/#price" },
      },
      {
        coordinate: "DishInput.legacyCode",
        reasonHtml: "Not used any more.",
        reason: "Not used any more.",
        href: "/docs/graphql-schema/input-objects/dishinput/#legacyCode",
        ...none,
        replacement: null,
      },
    ])
  })

  it("describes directives: arguments, locations, repeatable, built in", () => {
    const cache = reference.directives.find((directive) => directive.name === "cacheControl")
    expect(cache).toMatchObject({
      anchor: "cacheControl",
      locations: ["FIELD_DEFINITION", "OBJECT"],
      isRepeatable: true,
      builtIn: false,
    })
    expect(cache?.args.map((arg) => [arg.name, arg.anchor, arg.defaultValue])).toEqual([
      ["maxAge", "cacheControl.maxAge", "60"],
      ["scope", "cacheControl.scope", "PUBLIC"],
    ])
    expect(reference.directives.filter((directive) => directive.builtIn).map((directive) => directive.name)).toEqual(
      expect.arrayContaining(["deprecated", "include", "skip", "specifiedBy"]),
    )
  })

  it("renders descriptions as Markdown with raw HTML escaped, and a one-paragraph summary", () => {
    expect(type("Dish").descriptionHtml).toBe("<p>An item on a menu.</p>\n<p>It has a <strong>price</strong>.</p>")
    expect(type("Dish").summaryHtml).toBe("An item on a menu.")
    expect(reference.directives.find((directive) => directive.name === "cacheControl")?.descriptionHtml).toBe(
      "<p>Caches the field for <code>maxAge</code> seconds. &lt;script&gt;alert(1)&lt;/script&gt;</p>",
    )
    expect(descriptionHtml("  ")).toBeNull()
    expect(
      descriptionHtml(
        "See [the guide](https://example.com/guide) and [alerts](${externalDocsUrl}/alerts) or [home](/).",
      ),
    ).toBe('<p>See <a href="https://example.com/guide">the guide</a> and alerts or home.</p>')
    expect(type("Currency").descriptionHtml).toBeNull()
  })

  it("keeps each type's SDL", () => {
    expect(type("MenuItem").sdl).toBe('"""A dish or a drink."""\nunion MenuItem = Dish | Drink')
  })

  it("gives root fields an example and other fields none", () => {
    expect(type("Query").fieldDefinitions.every((field) => field.example !== null)).toBe(true)
    expect(type("Dish").fieldDefinitions.every((field) => field.example === null)).toBe(true)
  })
})

describe("typeSlugs", () => {
  it("lower-cases names and numbers names that differ only in case", () => {
    expect(typeSlugs(["Dish", "DISH", "Outlet"])).toEqual(
      new Map([
        ["DISH", "dish"],
        ["Dish", "dish-2"],
        ["Outlet", "outlet"],
      ]),
    )
  })
})

describe("what the reference says of cost", () => {
  const { schema: costly } = buildSchemaFromText(
    "costly.graphql",
    `directive @cost(weight: Int!) on FIELD_DEFINITION
    directive @listSize(
      assumedSize: Int
      slicingArguments: [String!]
      sizedFields: [String!]
      requireOneSlicingArgument: Boolean = true
    ) on FIELD_DEFINITION
    type Query {
      dishes(first: Int = 20, last: Int): DishConnection!
        @listSize(slicingArguments: ["first", "last"], sizedFields: ["nodes"], requireOneSlicingArgument: false)
      top: [Dish!]! @cost(weight: 5) @listSize(assumedSize: 10)
      dish: Dish
    }
    type DishConnection {
      total: Int!
      nodes: [Dish!]!
    }
    type Dish {
      name: String!
    }`,
  )
  const query = buildSchemaReference(costly).types.find((item) => item.name === "Query")
  const field = (name: string) => {
    const found = query?.fieldDefinitions.find((item) => item.name === name)
    if (!found) throw new Error(`no Query.${name}`)
    return found
  }

  it("gives each field what its @cost and @listSize declare: weight, assumed size, the arguments that size it", () => {
    expect(field("dishes").declaredCost).toBe("Cost: sized by `first` or `last` · sizing `nodes`")
    expect(field("dishes").declaredCostHtml).toBe(
      "Cost: sized by <code>first</code> or <code>last</code> · sizing <code>nodes</code>",
    )
    expect(field("top").declaredCost).toBe("Cost: weight 5 · assumed size 10")
    expect([field("dish").declaredCost, field("dish").declaredCostHtml]).toEqual([null, null])
  })

  it("gives each example what it costs, with the line the page shows", () => {
    // dish 1 + name 1.
    expect(field("dish").example?.cost).toEqual({ cost: 2, depth: 2, line: "Cost 2 of 20,000 · depth 2 of 12" })
    // top weighs 5, and its 10 assumed items 1 each (name).
    expect(field("top").example?.cost).toEqual({ cost: 15, depth: 2, line: "Cost 15 of 20,000 · depth 2 of 12" })
    // dishes 1, total 1, nodes 1, and name 1 for each of the 20 items `first` asks for by default (it sizes nodes).
    expect(field("dishes").example?.cost).toEqual({ cost: 23, depth: 3, line: "Cost 23 of 20,000 · depth 3 of 12" })
  })

  it("measures an example with the values the schema's examples file gives it", () => {
    const ours = readSiteSchema().schema
    const dishes = buildSchemaReference(ours, readSchemaExamples(ours))
      .types.find((item) => item.name === "Query")
      ?.fieldDefinitions.find((item) => item.name === "dishes")
    // content/schema-examples.json opens it with first: 3: dishes 1, and for each of 3 items totalCount 1,
    // nodes 1 + 5 fields, pageInfo 1 + 4 fields.
    expect(dishes?.example?.variables).toContain('"first": 3')
    expect(dishes?.example?.cost?.cost).toBe(1 + 3 * 12)
    expect(dishes?.declaredCost).toBe("Cost: sized by `first`")
  })
})
