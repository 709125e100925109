import fs from "node:fs"
import {
  FieldsOnCorrectTypeRule,
  KnownTypeNamesRule,
  isObjectType,
  parse,
  validate,
  type GraphQLSchema,
  type ValidationRule,
} from "graphql"
import { buildSchemaFromText } from "../../schema"
import { suggestionList } from "../src/suggestions"

const schema = buildSchemaFromText("content/schema.graphql", fs.readFileSync("content/schema.graphql", "utf8")).schema
const typeNames = Object.keys(schema.getTypeMap())

/** What graphql-js itself suggests, read from its public validation messages ("Did you mean "A", "B", or "C"?"). */
function graphqlSuggests(schema: GraphQLSchema, query: string, rule: ValidationRule): string[] {
  const [error] = validate(schema, parse(query), [rule])
  const suggested = /Did you mean (.*)\?$/.exec(error?.message ?? "")?.[1] ?? ""
  return [...suggested.matchAll(/"([^"]*)"/g)].map((match) => match[1])
}

/** Misspellings of a name: a letter dropped, two swapped, one doubled, one changed, its case changed. */
function misspellings(name: string): string[] {
  const spelled = new Set([name.toLowerCase(), name.toUpperCase(), `${name}s`, name.slice(1)])
  for (let i = 0; i < name.length; i++) {
    spelled.add(name.slice(0, i) + name.slice(i + 1))
    spelled.add(name.slice(0, i) + name[i] + name.slice(i))
    spelled.add(name.slice(0, i) + "x" + name.slice(i + 1))
    if (i > 0) spelled.add(name.slice(0, i - 1) + name[i] + name[i - 1] + name.slice(i + 1))
  }
  spelled.delete(name)
  return [...spelled].filter((spelling) => /^[_A-Za-z][_0-9A-Za-z]*$/.test(spelling))
}

describe("suggestionList", () => {
  it("suggests Dish for a misspelled type name, as get_type says, and nothing for a name far from every type", () => {
    const names = typeNames.filter((name) => !name.startsWith("__"))
    expect(suggestionList("Dsh", names)).toEqual(["Dish"])
    expect(suggestionList("dish", names)[0]).toBe("Dish")
    expect(suggestionList("Zebra", names)).toEqual([])
  })

  it("suggests the field meant for a misspelled one, closest first", () => {
    const fields = ["name", "priceChf", "allergens"]
    expect(suggestionList("nam", fields)).toEqual(["name"])
    expect(suggestionList("price", fields)).toEqual(["priceChf"])
    expect(suggestionList("alergens", fields)).toEqual(["allergens"])
  })

  it("counts a swap of two letters and a change of case as one edit, and stays within 40% of the input's length", () => {
    // "ab" allows 1 edit, "abcde" 3.
    expect(suggestionList("ab", ["ba", "AB", "abc", "abcd", "x"])).toEqual(["AB", "abc", "ba"])
    expect(suggestionList("abcde", ["abcdefgh", "abcdefghi", "edcba"])).toEqual(["abcdefgh"])
  })

  it("orders equally close options by name, numbers by their value, and lists a repeated option once", () => {
    expect(suggestionList("Dish", ["Dist", "Dish10", "Disk", "Dish2", "Disk"])).toEqual([
      "Dish2",
      "Disk",
      "Dist",
      "Dish10",
    ])
    // Both two edits away: 9 before 10, where plain string order puts "Item10" first.
    expect(suggestionList("Itemab", ["Item10", "Item9"])).toEqual(["Item9", "Item10"])
  })

  /** Each typo where this port and graphql-js disagree (graphql-js names at most 5), and how many were compared. */
  function disagreements(typos: string[], options: string[], query: (typo: string) => string, rule: ValidationRule) {
    const differ = typos
      .map((typo) => ({
        typo,
        ours: suggestionList(typo, options).slice(0, 5),
        graphql: graphqlSuggests(schema, query(typo), rule),
      }))
      .filter(({ ours, graphql }) => ours.join() !== graphql.join())
    return { differ, compared: typos.length }
  }

  it("suggests what graphql-js's own messages do, for misspelled type names", () => {
    const typos = typeNames
      .filter((name) => !name.startsWith("__"))
      .flatMap(misspellings)
      .filter((typo) => !schema.getType(typo))
    const { differ, compared } = disagreements(
      typos,
      typeNames,
      (typo) => `query Q($v: ${typo}) { __typename }`,
      KnownTypeNamesRule,
    )
    expect(differ).toEqual([])
    expect(compared).toBeGreaterThan(500)
  })

  it("suggests what graphql-js's own messages do, for misspelled field names", () => {
    const dish = schema.getType("Dish")
    if (!isObjectType(dish)) throw new Error("Dish is not an object type")
    const fields = Object.keys(dish.getFields())
    const typos = fields.flatMap(misspellings).filter((typo) => !fields.includes(typo) && !typo.startsWith("__"))
    const { differ, compared } = disagreements(
      typos,
      fields,
      (typo) => `{ dish(id: "1") { ${typo} } }`,
      FieldsOnCorrectTypeRule,
    )
    expect(differ).toEqual([])
    expect(compared).toBeGreaterThan(100)
  })
})
