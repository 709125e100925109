import { llmsEntry, llmsFullTxt, llmsTxt } from "../llms-txt"

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
