import { buildSchema } from "graphql"
import { buildSchemaReference } from "../../../schema/reference"
import {
  isHelperType,
  nameWords,
  pageSearchRecords,
  recordHtml,
  schemaSearchRecords,
  searchRecordsFile,
} from "../search-records"

const schema = buildSchema(`
  "Entry points."
  type Query {
    "Dishes, ordered by name. Paged."
    dishes("How many." first: Int = 20, "Only these." filter: DishFilter): DishConnection!
  }
  type Mutation {
    "Creates or updates the profile."
    upsertMyProfile(input: String!): String
  }
  "An item on a menu."
  type Dish {
    "The allergens the dish contains."
    allergens: [Allergen!]!
    "The price in Swiss francs."
    priceChf: Float @deprecated(reason: "Use price. Removal on 2027-05-03 UTC.")
  }
  type DishConnection { nodes: [Dish!]! }
  input DishFilter {
    "Leave out dishes with these allergens."
    excludeAllergens: [Allergen!]
  }
  enum Allergen {
    "Cereals containing gluten."
    GLUTEN
  }
`)
const records = schemaSearchRecords(buildSchemaReference(schema))
const record = (url: string) => {
  const found = records.find((item) => item.url === url)
  if (!found) throw new Error(`no record for ${url}; records: ${records.map((item) => item.url).join(", ")}`)
  return found
}
const SCHEMA = "/docs/graphql-schema"

describe("schemaSearchRecords", () => {
  it("gives a type a record on its page, titled by its name in words", () => {
    expect(record(`${SCHEMA}/objects/dish/`)).toMatchObject({ kind: "Object", name: "Dish", title: "Dish" })
    expect(record(`${SCHEMA}/input-objects/dishfilter/`)).toMatchObject({ kind: "Input object", title: "Dish Filter" })
  })

  it("gives a root operation a record on its heading, with its kind as badge", () => {
    expect(record(`${SCHEMA}/queries/#dishes`)).toMatchObject({
      kind: "Query",
      name: "Query.dishes",
      title: "dishes",
      type: "DishConnection!",
    })
    expect(record(`${SCHEMA}/mutations/#upsertMyProfile`)).toMatchObject({
      kind: "Mutation",
      name: "Mutation.upsertMyProfile",
      title: "upsert My Profile",
    })
  })

  it("gives a field a record on its row, found by its qualified name, its name and its description", () => {
    const allergens = record(`${SCHEMA}/objects/dish/#allergens`)
    expect(allergens).toMatchObject({ kind: "Field", name: "Dish.allergens", type: "[Allergen!]!" })
    expect(allergens.content).toEqual({
      weighted: [
        { text: "The allergens the dish contains.", weight: 1 },
        { text: "Dish.allergens", weight: 2 },
        { text: "allergens", weight: 3 },
      ],
    })
  })

  it("gives an argument a record on its row, with its default", () => {
    expect(record(`${SCHEMA}/queries/#dishes.first`)).toMatchObject({
      kind: "Argument",
      name: "Query.dishes(first:)",
      type: "Int = 20",
    })
  })

  it("gives an input field and an enum value a record on their rows", () => {
    expect(record(`${SCHEMA}/input-objects/dishfilter/#excludeAllergens`)).toMatchObject({
      kind: "Input field",
      name: "DishFilter.excludeAllergens",
    })
    expect(record(`${SCHEMA}/enums/allergen/#GLUTEN`)).toMatchObject({
      kind: "Enum value",
      name: "Allergen.GLUTEN",
      title: "GLUTEN",
      type: undefined,
    })
  })

  it("gives a deprecated member its announced removal date, and a current one none", () => {
    expect(record(`${SCHEMA}/objects/dish/#priceChf`).removalDate).toBe("2027-05-03")
    expect(record(`${SCHEMA}/objects/dish/#allergens`).removalDate).toBeUndefined()
    expect(recordHtml(record(`${SCHEMA}/objects/dish/#priceChf`))).toContain(
      'data-flags="deprecated" data-removal="2027-05-03"',
    )
  })

  it("weighs deprecated members and helper types less", () => {
    const weights = (url: string) =>
      "weighted" in record(url).content
        ? (record(url).content as { weighted: { weight: number }[] }).weighted.map((part) => part.weight)
        : []
    expect(record(`${SCHEMA}/objects/dish/#priceChf`).deprecated).toBe(true)
    expect(weights(`${SCHEMA}/objects/dish/#priceChf`)).toEqual([0.6, 1.2, 1.8])
    expect(record(`${SCHEMA}/objects/dishconnection/#nodes`).helper).toBe(true)
    expect(weights(`${SCHEMA}/objects/dishconnection/`)).toEqual([0.9])
  })
})

describe("isHelperType and nameWords", () => {
  it("knows connections, edges, PageInfo and built-in scalars as helpers, and nothing else", () => {
    expect(
      ["DishConnection", "DishEdge", "PageInfo", "Dish", "Edge", "Connection"].map((name) =>
        isHelperType({ name, builtIn: false }),
      ),
    ).toEqual([true, true, true, false, false, false])
    expect(isHelperType({ name: "String", builtIn: true })).toBe(true)
  })

  it("splits GraphQL names into words", () => {
    expect(["menuCategories", "GLUTEN_FREE", "URLBuilder", "Dish"].map(nameWords)).toEqual([
      "menu Categories",
      "GLUTEN FREE",
      "URL Builder",
      "Dish",
    ])
  })
})

describe("pageSearchRecords", () => {
  const html = `<html><head><title>Intro | Docs</title><meta name="description" content="How GraphQL works &amp; pages"></head><body><nav>Menu</nav>
    <main data-pagefind-body=""><nav data-pagefind-ignore="">On this page</nav><article>
      <h1>GraphQL introduction</h1><p>GraphQL is a query language.</p>
      <h2 id="queries">Queries<a href="#queries" data-pagefind-ignore="">#</a></h2><p>A query lists fields.</p>
      <h2 id="pagination">Connections and cursor pagination</h2><p>Lists come in pages.</p>
      <h3 id="next">The next page</h3><p>Pass endCursor as after.</p>
    </article></main></body></html>`

  it("gives the page top (with the page's description) and each h2/h3 section a record, each section with its page as context", () => {
    const found = pageSearchRecords(html, "/docs/graphql-intro/")
    expect(found.map(({ url, kind, name, page }) => ({ url, kind, name, page }))).toEqual([
      { url: "/docs/graphql-intro/", kind: "Guide", name: "GraphQL introduction", page: undefined },
      { url: "/docs/graphql-intro/#queries", kind: "Section", name: "Queries", page: "GraphQL introduction" },
      {
        url: "/docs/graphql-intro/#pagination",
        kind: "Section",
        name: "Connections and cursor pagination",
        page: "GraphQL introduction",
      },
      { url: "/docs/graphql-intro/#next", kind: "Section", name: "The next page", page: "GraphQL introduction" },
    ])
    const htmlOf = (at: number) => ("html" in found[at].content ? found[at].content.html : "")
    expect(htmlOf(0)).toContain('<p data-pagefind-weight="2">How GraphQL works &amp; pages</p>')
    expect(htmlOf(0)).toContain("GraphQL is a query language.")
    expect(htmlOf(0)).not.toContain("Lists come in pages.")
    expect(htmlOf(2)).toContain("Lists come in pages.")
    expect(htmlOf(2)).not.toContain("endCursor")
    expect(htmlOf(3)).toContain("Pass endCursor as after.")
  })

  it("gives no record for a page without an indexed body", () => {
    expect(pageSearchRecords("<html><body><h1>Hi</h1></body></html>", "/x/")).toEqual([])
  })
})

describe("recordHtml", () => {
  it("puts the indexed text in the body with its weights and the meta in attributes, escaped", () => {
    const html = recordHtml(record(`${SCHEMA}/objects/dish/#allergens`))
    expect(html).toContain(
      '<div data-pagefind-body=""><p data-pagefind-weight="1">The allergens the dish contains.</p>',
    )
    expect(html).toContain('data-pagefind-meta="title[data-title], name[data-name], kind[data-kind], type[data-type]"')
    expect(html).toContain('data-name="Dish.allergens" data-kind="Field" data-type="[Allergen!]!"')
    expect(recordHtml({ ...record(`${SCHEMA}/objects/dish/`), name: 'A "b" <c>', title: "x" })).toContain(
      'data-name="A &quot;b&quot; &lt;c&gt;"',
    )
  })
})

describe("searchRecordsFile", () => {
  const page = `<html><head><meta name="description" content="Keys &amp; tokens"></head><body>
    <main data-pagefind-body=""><h1>Access the API</h1><p>Send a key.</p>
    <h2 id="errors">Errors<a href="#errors" data-pagefind-ignore="">#</a></h2><p>A call <code>fails</code>.</p>
    <pre><code><span class=k>query</span> { <span class=v>me</span> }</code></pre>
    <div data-pagefind-ignore="">Copy</div></main></body></html>`

  it("carries each guide record's text with the weights Pagefind gives it, without what Pagefind ignores", () => {
    const file = searchRecordsFile(pageSearchRecords(page, "/docs/access-the-api/"))
    expect(file.version).toBe(1)
    expect(file.records).toEqual([
      {
        url: "/docs/access-the-api/",
        kind: "Guide",
        title: "Access the API",
        text: [
          ["Keys & tokens", 2],
          ["Access the API", 7],
          ["Send a key.", 1],
        ],
      },
      {
        url: "/docs/access-the-api/#errors",
        kind: "Section",
        title: "Errors",
        page: "Access the API",
        text: [
          ["Errors", 6],
          ["A call fails . query { me }", 1],
        ],
      },
    ])
  })

  it("carries a schema record's name, type, flags and weighted text as the index gets them", () => {
    const file = searchRecordsFile(records)
    expect(file.records.find((item) => item.url === `${SCHEMA}/objects/dish/#priceChf`)).toEqual({
      url: `${SCHEMA}/objects/dish/#priceChf`,
      kind: "Field",
      title: "price Chf",
      name: "Dish.priceChf",
      type: "Float",
      flags: "deprecated",
      text: [
        ["The price in Swiss francs.", 0.6],
        ["Dish.priceChf", 1.2],
        ["priceChf", 1.8],
      ],
    })
    expect(file.records).toHaveLength(records.length)
  })
})
