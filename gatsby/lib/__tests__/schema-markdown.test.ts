import fs from "node:fs"
import path from "node:path"
import { buildSchema } from "graphql"
import { buildSchemaFromText } from "../../../schema"
import { buildSchemaReference, descriptionMarkdown, type TypeRecord } from "../../../schema/reference"
import { buildLifecycle, type ChangelogRelease } from "../../../schema/changes"
import {
  changelogMarkdown,
  directivesMarkdown,
  kindMarkdown,
  operationsMarkdown,
  typeMarkdown,
} from "../schema-markdown"

const fixture = path.join(__dirname, "../../../schema/__tests__/fixtures/every-kind.graphql")
const reference = buildSchemaReference(buildSchemaFromText(fixture, fs.readFileSync(fixture, "utf8")).schema)
const type = (name: string): TypeRecord => {
  const found = reference.types.find((item) => item.name === name)
  if (!found) throw new Error(`no ${name}`)
  return found
}
const url = (route: string) => `https://docs.example.ch${route.replace(/\/(#|$)/, ".md$1")}`

describe("the Markdown copies of the schema reference", () => {
  it("give a type's page: kind, description, fields with arguments and deprecations last, what links to it, and its SDL", () => {
    expect(typeMarkdown(type("Dish"), url)).toBe(
      [
        "# Dish",
        "",
        "Object of the GraphQL schema.",
        "",
        "An item on a menu.",
        "",
        "It has a **price**.",
        "",
        "## Implements",
        "",
        "- [`Named`](https://docs.example.ch/docs/graphql-schema/interfaces/named.md)",
        "- [`Node`](https://docs.example.ch/docs/graphql-schema/interfaces/node.md)",
        "",
        "## Fields",
        "",
        "- `id`: [`ID!`](https://docs.example.ch/docs/graphql-schema/scalars/id.md)",
        "- `name`: [`String!`](https://docs.example.ch/docs/graphql-schema/scalars/string.md)",
        "- `price`: [`Float!`](https://docs.example.ch/docs/graphql-schema/scalars/float.md) - The price.",
        "",
        "  Arguments:",
        "",
        "  - `currency`: [`Currency`](https://docs.example.ch/docs/graphql-schema/enums/currency.md) = `CHF` - The currency.",
        "  - `rounded`: [`Boolean`](https://docs.example.ch/docs/graphql-schema/scalars/boolean.md) - **Deprecated:** Always rounded now. Round to 5 cents.",
        "",
        "- `createdAt`: [`DateTime`](https://docs.example.ch/docs/graphql-schema/scalars/datetime.md)",
        "- `priceChf`: [`Float`](https://docs.example.ch/docs/graphql-schema/scalars/float.md) - **Deprecated:** Use `price`. The price in francs.",
        "",
        "## Member of",
        "",
        "- [`MenuItem`](https://docs.example.ch/docs/graphql-schema/unions/menuitem.md)",
        "",
        "## Returned by",
        "",
        "- [`Mutation.createDish`](https://docs.example.ch/docs/graphql-schema/mutations.md#createDish)",
        "",
        "## SDL",
        "",
        "```graphql",
        type("Dish").sdl,
        "```",
        "",
      ].join("\n"),
    )
  })

  it("give enums, inputs, unions and scalars their own parts", () => {
    expect(typeMarkdown(type("CacheScope"), url)).toContain(
      "## Values\n\n- `PUBLIC` - Anyone.\n- `PRIVATE` - Only the client.\n- `USER` - **Deprecated:** Use `PRIVATE`. The old name of `PRIVATE`.",
    )
    expect(typeMarkdown(type("DishInput"), url)).toContain(
      '- `tags`: [`[String!]`](https://docs.example.ch/docs/graphql-schema/scalars/string.md) = `["vegan"]`',
    )
    expect(typeMarkdown(type("MenuItem"), url)).toContain(
      "## Members\n\n- [`Dish`](https://docs.example.ch/docs/graphql-schema/objects/dish.md)\n- [`Drink`]",
    )
    expect(typeMarkdown(type("DateTime"), url)).toContain("Specified by <https://tools.ietf.org/html/rfc3339>.")
    expect(typeMarkdown(type("String"), url)).toMatch(/^# String\n\nBuilt-in scalar of the GraphQL schema\./)
  })

  it("give each root field with its arguments and its runnable example", () => {
    const queries = operationsMarkdown(type("Query"), url)
    expect(queries).toMatch(/^# Queries\n\nQueries read data: .* Root type `Query`\./)
    expect(queries).toContain(
      "## `search`\n\nReturns [`[Named!]!`](https://docs.example.ch/docs/graphql-schema/interfaces/named.md).\n\nNamed " +
        "things.\n\nArguments:\n\n- `text`: [`String!`]",
    )
    const searchExample = type("Query").fieldDefinitions.find((field) => field.name === "search")?.example?.query
    expect(queries).toContain(`Example:\n\n\`\`\`graphql\n${searchExample}\n\`\`\`\n\nVariables:\n\n\`\`\`json\n`)
  })

  it("say what a field's cost directives declare, in its item and under a root field, and what each example costs", () => {
    const { schema } = buildSchemaFromText(
      "costly.graphql",
      [
        "directive @cost(weight: Int!) on FIELD_DEFINITION",
        "directive @listSize(assumedSize: Int, slicingArguments: [String!]) on FIELD_DEFINITION",
        'type Query { outlets(first: Int = 20): [Outlet!]! @listSize(slicingArguments: ["first"]) }',
        "type Outlet { name: String! @cost(weight: 3)\n menu: [String!]! @listSize(assumedSize: 10) }",
      ].join("\n"),
    )
    const costly = buildSchemaReference(schema).types
    const of = (name: string) => costly.find((item) => item.name === name) as TypeRecord
    expect(typeMarkdown(of("Outlet"), url)).toContain(
      "## Fields\n\n- `name`: [`String!`](https://docs.example.ch/docs/graphql-schema/scalars/string.md)\n\n" +
        "  Cost: weight 3\n\n- `menu`: [`[String!]!`](https://docs.example.ch/docs/graphql-schema/scalars/string.md)" +
        "\n\n  Cost: assumed size 10\n",
    )
    const queries = operationsMarkdown(of("Query"), url)
    expect(queries).toContain("Cost: sized by `first`\n\nArguments:")
    // outlets 1, and for each of the 20 outlets `first` asks for by default: name 3, menu 1.
    expect(queries).toContain(
      "```\n\n[Cost 81 of 20,000 · depth 2 of 12](https://docs.example.ch/docs/access-the-api.md#limits)\n",
    )
  })

  it("list the types of a kind with their summaries, and the directives", () => {
    const objects = reference.types.filter((item) => item.kind === "object")
    expect(kindMarkdown("object", objects, url)).toContain(
      "This schema has 2 objects.\n\n- [`Dish`](https://docs.example.ch/docs/graphql-schema/objects/dish.md) - An item on a menu.\n- [`Drink`]",
    )
    expect(directivesMarkdown(reference.directives, url)).toContain(
      "## `@cacheControl`\n\nCaches the field for `maxAge` seconds. &lt;script>alert(1)&lt;/script>\n\nUsed " +
        "on: `FIELD_DEFINITION`, `OBJECT`. Repeatable.\n\nArguments:\n\n- `maxAge`: [`Int`](https://docs.example.ch/docs/graphql-schema/scalars/int.md) " +
        "= `60` - Seconds.",
    )
  })

  it("give the changelog by release and criticality, and every deprecation", () => {
    const changelog: ChangelogRelease[] = [
      {
        version: "2026-11-16",
        title: "2026-11-16",
        previous: "2026-10-01",
        breaking: [
          {
            criticality: "BREAKING",
            messageHtml: "",
            message: "Field `phone` was removed from object type `Dish`",
            reason: null,
            path: "Dish.phone",
            href: "/docs/graphql-schema/objects/dish/",
          },
        ],
        dangerous: [],
        safe: [
          {
            criticality: "NON_BREAKING",
            messageHtml: "",
            message: "Type `Gone` was added",
            reason: null,
            path: "Gone",
            href: null,
          },
        ],
      },
      { version: "2026-10-01", title: "2026-10-01", previous: null, breaking: [], dangerous: [], safe: [] },
    ]
    const markdown = changelogMarkdown(changelog, reference.deprecations, url)
    expect(markdown).toContain(
      "## 2026-11-16\n\n2 changes since 2026-10-01.\n\n### Breaking changes (1)\n\nOperations that " +
        "worked before can fail now.\n\n" +
        "- [Field `phone` was removed from object type `Dish`](https://docs.example.ch/docs/graphql-schema/objects/dish.md)" +
        "\n\n### " +
        "Safe changes (1)",
    )
    expect(markdown).toContain("- Type `Gone` was added")
    expect(markdown).toContain(
      "Subscribe: the Atom feed of the releases is at https://docs.example.ch/docs/graphql-schema/changelog/feed.xml.",
    )
    expect(markdown).toContain('what was already in the first release, 2026-10-01, carries no "Added in".')
    expect(markdown).toContain("## Deprecations\n\n")
    expect(markdown).toContain(
      "- [`Dish.priceChf`](https://docs.example.ch/docs/graphql-schema/objects/dish.md#priceChf): Use `price`.",
    )
  })

  it("keep a description's links only where they resolve on their own, as the pages do", () => {
    expect(
      descriptionMarkdown(
        "See [the guide](https://example.com/guide), [alerts](${externalDocsUrl}/alerts) and [home](/).",
      ),
    ).toBe("See [the guide](https://example.com/guide), alerts and home.")
    expect(descriptionMarkdown("  ")).toBeNull()
  })

  it("show a description's raw HTML as text, but keep code and autolinks", () => {
    expect(
      descriptionMarkdown("A <b>bold</b> claim, `Authorization: Bearer <token>`, <https://example.com> and 1 < 2."),
    ).toBe("A &lt;b>bold&lt;/b> claim, `Authorization: Bearer <token>`, <https://example.com> and 1 < 2.")
  })
})

// (As in schema/__tests__/lifecycle.test.ts.) Three releases and a current schema: Dish.price is added in the second release with Dish.priceChf deprecated,
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

describe("the Markdown copy of a type page", () => {
  it("says what the badges say: added in, deprecated in, unreleased", async () => {
    const reference = buildSchemaReference(current, new Map(), await buildLifecycle(releases, current))
    const dish = reference.types.find((type) => type.name === "Dish")
    if (!dish) throw new Error("no Dish")
    const copy = typeMarkdown(dish, (route) => route)
    expect(copy).toContain("- `price`: [`Float!`](/docs/graphql-schema/scalars/float/) - *Added in 2026-11-16.*")
    expect(copy).toContain("- `tags`: [`[String!]`](/docs/graphql-schema/scalars/string/) - *Unreleased.*")
    expect(copy).toContain(
      "- `priceChf`: [`Float!`](/docs/graphql-schema/scalars/float/) - **Deprecated in 2026-11-16:** Use `price`.",
    )
    expect(copy).toContain("- `name`: [`String!`](/docs/graphql-schema/scalars/string/)\n")
  })
})
