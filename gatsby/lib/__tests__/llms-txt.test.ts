import { buildSchema } from "graphql"
import { condensedTypeMarkdown, llmsEntry, llmsFullTxt, llmsFullWithinBudget, llmsTxt } from "../llms-txt"
import { buildSchemaReference } from "../../../schema/reference"

const site = {
  name: "ZFV API",
  summary: "Docs for the ZFV\nGraphQL API.",
  notes: ["One endpoint.", "Schema at /schema.graphql."],
}

describe("llms.txt", () => {
  it("follows the convention: name, summary as a quote, notes, then sections of links with descriptions", () => {
    expect(
      llmsTxt(site, [
        {
          title: "Docs",
          entries: [
            {
              title: "Access the API",
              url: "https://docs.example.ch/docs/access-the-api.md",
              description: "Get a key\nand call.",
            },
          ],
        },
        { title: "Empty", entries: [] },
        {
          title: "Optional",
          entries: [
            {
              title: "Dish [object]",
              url: "https://docs.example.ch/docs/graphql-schema/objects/dish.md",
              description: null,
            },
          ],
        },
      ]),
    ).toBe(
      [
        "# ZFV API",
        "",
        "> Docs for the ZFV GraphQL API.",
        "",
        "One endpoint.",
        "",
        "Schema at /schema.graphql.",
        "",
        "## Docs",
        "",
        "- [Access the API](https://docs.example.ch/docs/access-the-api.md): Get a key and call.",
        "",
        "## Optional",
        "",
        "- [Dish \\[object\\]](https://docs.example.ch/docs/graphql-schema/objects/dish.md)",
        "",
      ].join("\n"),
    )
    expect(llmsEntry({ title: "A", url: "https://x/a.md", description: "" })).toBe("- [A](https://x/a.md)")
  })

  it("llms-full.txt holds every page, each with its address under its title", () => {
    expect(
      llmsFullTxt(site, [
        { url: "https://docs.example.ch/docs.md", markdown: "# API documentation\n\n> All of it.\n\nText.\n" },
        { url: "https://docs.example.ch/docs/x.md", markdown: "No title.\n" },
      ]),
    ).toBe(
      "# ZFV API\n\n> Docs for the ZFV GraphQL API.\n\n# API documentation\n\nSource: https://docs.example.ch/docs.md\n\n> " +
        "All of it.\n\nText.\n\nSource: https://docs.example.ch/docs/x.md\n\nNo title.\n",
    )
  })
})

describe("llms-full.txt at scale", () => {
  const reference = buildSchemaReference(
    buildSchema(`
      type Query {
        "Dishes, ordered by name. Paged."
        dishes("How many." first: Int = 20): [Dish!]!
      }
      "An item on a menu. It has a price."
      type Dish {
        "The name."
        name: String!
        "The price in Swiss francs."
        priceChf: Float @deprecated(reason: "Use \`price\`.")
        allergens: [Allergen!]!
      }
      enum Allergen {
        "Cereals containing gluten."
        GLUTEN
      }
    `),
  )
  const type = (name: string) => reference.types.find((candidate) => candidate.name === name)!

  it("condenses a type to its kind, first sentence and one line per member, deprecations with their reason", () => {
    expect(condensedTypeMarkdown(type("Dish"))).toBe(
      [
        "# Dish",
        "",
        "Object. An item on a menu.",
        "",
        "- `name: String!` — The name.",
        "- `priceChf: Float` — The price in Swiss francs. Deprecated: Use `price`.",
        "- `allergens: [Allergen!]!`",
      ].join("\n"),
    )
    expect(condensedTypeMarkdown(type("Query"))).toContain(
      "- `dishes(first: Int = 20): [Dish!]!` — Dishes, ordered by name.",
    )
    expect(condensedTypeMarkdown(type("Allergen"))).toContain("- `GLUTEN` — Cereals containing gluten.")
  })

  const pages = [
    { url: "https://d/docs/intro.md", markdown: "# Intro\n\nGuide text, always whole.\n" },
    {
      url: "https://d/docs/graphql-schema/objects/dish.md",
      markdown: `# Dish\n\n${"Long reference. ".repeat(50)}`,
      type: type("Dish"),
    },
  ]

  it("keeps every page whole while the file fits its budget", () => {
    const fits = llmsFullWithinBudget(site, pages, 10_000)
    expect(fits).toEqual({ text: llmsFullTxt(site, pages), condensed: false })
  })

  it("condenses the schema types, not the guides, when the whole file would not fit, and says so", () => {
    const { text, condensed } = llmsFullWithinBudget(site, pages, 500)
    expect(condensed).toBe(true)
    expect(text).toContain("Guide text, always whole.")
    expect(text).not.toContain("Long reference.")
    expect(text).toContain(
      "# Dish\n\nSource: https://d/docs/graphql-schema/objects/dish.md\n\nObject. An item on a menu.",
    )
    expect(text).toMatch(/^# ZFV API\n\n> Docs for the ZFV GraphQL API\. The schema reference below is condensed/)
  })
})
