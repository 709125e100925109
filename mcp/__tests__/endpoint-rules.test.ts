import { buildSchema, type GraphQLNamedType } from "graphql"
import { requestCredentials } from "../src/http"
import { formatPages, parseLlmsTxt } from "../src/pages"
import { toolCallProblem } from "../src/server"
import { MemberProblem, typeMembers } from "../src/type-members"

describe("parseLlmsTxt", () => {
  const text = [
    "# ZFV API docs",
    "> The docs.",
    "The schema is at https://docs.example.ch/schema.graphql.",
    "## Docs",
    "- [Access the API](https://docs.example.ch/docs/access-the-api.md): Keys, tokens and limits.",
    "- [Brackets \\[sic\\]](https://docs.example.ch/docs/x.md)",
    "- [Elsewhere](https://llmstxt.org/)",
    "## Optional",
    "- [Dish](https://docs.example.ch/docs/graphql-schema/objects/dish.md): A dish.",
  ].join("\n")

  it("lists each page with its URL, its copy, its description and its section, rebased on the site read", () => {
    expect(parseLlmsTxt(text, "http://127.0.0.1:9000")).toEqual([
      {
        title: "Access the API",
        url: "http://127.0.0.1:9000/docs/access-the-api/",
        markdownUrl: "http://127.0.0.1:9000/docs/access-the-api.md",
        description: "Keys, tokens and limits.",
        section: "Docs",
      },
      {
        title: "Brackets [sic]",
        url: "http://127.0.0.1:9000/docs/x/",
        markdownUrl: "http://127.0.0.1:9000/docs/x.md",
        description: null,
        section: "Docs",
      },
      {
        title: "Dish",
        url: "http://127.0.0.1:9000/docs/graphql-schema/objects/dish/",
        markdownUrl: "http://127.0.0.1:9000/docs/graphql-schema/objects/dish.md",
        description: "A dish.",
        section: "Optional",
      },
    ])
  })

  it("formats them under the guides and the schema reference", () => {
    expect(formatPages(parseLlmsTxt(text, "https://docs.example.ch"))).toBe(
      [
        "3 pages. Read one with get_page (its URL), a schema type with get_type.",
        "",
        "## Docs",
        "- Access the API: https://docs.example.ch/docs/access-the-api/\n  Keys, tokens and limits.",
        "- Brackets [sic]: https://docs.example.ch/docs/x/",
        "",
        "## Schema reference",
        "- Dish: https://docs.example.ch/docs/graphql-schema/objects/dish/\n  A dish.",
      ].join("\n"),
    )
    expect(formatPages([])).toBe("The docs site lists no pages in its llms.txt.")
  })
})

describe("typeMembers", () => {
  const schema = buildSchema(`
    """A dish on a menu."""
    type Dish {
      """Its name."""
      name: String!
      priceChf: Float! @deprecated(reason: "Use \`price\`.")
      allergens(first: Int = 10, """Language""" lang: String): [String!]!
    }
    enum Allergen { GLUTEN MILK }
    input DishFilter { outletId: ID }
    scalar Date
    type Query { dish: Dish }
  `)
  const type = (name: string) => schema.getType(name) as GraphQLNamedType
  const url = "https://docs.example.ch/docs/graphql-schema/objects/dish/"

  it("gives only the fields asked for, with arguments, defaults and deprecations", () => {
    expect(typeMembers(type("Dish"), ["allergens", "Dish.priceChf"], url)).toBe(
      [
        "# Dish: 2 of 3 fields",
        "",
        "A dish on a menu.",
        "",
        "- `allergens(first: Int, lang: String): [String!]!`",
        "  - argument `first: Int = 10`",
        "  - argument `lang: String` — Language",
        "- `priceChf: Float!`",
        "  - Deprecated: Use `price`.",
        "",
        `The whole reference (what returns and takes Dish, its SDL, an example): ${url}`,
      ].join("\n"),
    )
  })

  it("matches a name without regard to case, and reads enum values and input fields", () => {
    expect(typeMembers(type("Dish"), ["NAME"], url)).toContain("- `name: String!` — Its name.")
    expect(typeMembers(type("Allergen"), ["MILK"], url)).toMatch(/^# Allergen: 1 of 2 values\n[\s\S]*- `MILK`/)
    expect(typeMembers(type("DishFilter"), ["outletId"], url)).toContain("- `outletId: ID`")
  })

  it("names an unknown member with the close ones and the whole list", () => {
    expect(() => typeMembers(type("Dish"), ["nam", "price"], url)).toThrow(
      new MemberProblem(
        'Dish has no field "nam" (did you mean "name"?), "price" (did you mean "priceChf"?). Its 3 fields: name, priceChf, allergens.',
      ),
    )
    expect(() => typeMembers(type("Date"), ["x"], url)).toThrow(/Date is a scalar or a union/)
    expect(() => typeMembers(type("Dish"), [" "], url)).toThrow("Give at least one field name")
  })
})

describe("toolCallProblem", () => {
  const call = (params: unknown) => ({ jsonrpc: "2.0", id: 3, method: "tools/call", params })

  it("passes a call that fits, and anything that is not a tools/call", () => {
    expect(toolCallProblem(call({ name: "search_docs", arguments: { query: "x", section: "guides" } }))).toBeNull()
    expect(toolCallProblem(call({ name: "list_pages" }))).toBeNull()
    expect(toolCallProblem({ jsonrpc: "2.0", id: 1, method: "tools/list" })).toBeNull()
    expect(toolCallProblem([call({ name: "nope" })])).toBeNull()
  })

  it("names an unknown tool, and every argument that does not fit", () => {
    expect(toolCallProblem(call({ name: "nope", arguments: {} }))).toEqual({
      id: 3,
      code: -32602,
      message:
        'Unknown tool: "nope". The tools are search_docs, list_pages, get_page, get_type, validate_operation, run_operation, submit_feedback.',
    })
    expect(toolCallProblem(call({ name: "search_docs", arguments: { limit: 99, offset: -1 } }))).toEqual({
      id: 3,
      code: -32602,
      message: expect.stringMatching(/^Invalid arguments for search_docs: query: .+; limit: .+; offset: .+\.$/),
    })
    expect(toolCallProblem(call({ name: "get_type", arguments: { name: "Dish", fields: "name" } }))?.message).toMatch(
      /^Invalid arguments for get_type: fields: /,
    )
  })
})

describe("requestCredentials", () => {
  it("reads the api-key header and a bearer token, trimmed", () => {
    expect(requestCredentials({ "api-key": " key1 ", authorization: "Bearer t.o.k" })).toEqual({
      apiKey: "key1",
      idToken: "t.o.k",
    })
    expect(requestCredentials({})).toEqual({ apiKey: null, idToken: null })
  })

  it("refuses an Authorization header that is not a bearer token, in words", () => {
    expect(requestCredentials({ authorization: "Basic dXNlcg==" })).toEqual({
      problem: "The Authorization header must be `Bearer <identity token>`.",
    })
  })
})
