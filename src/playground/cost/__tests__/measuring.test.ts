import { buildSchema } from "graphql"
import fs from "node:fs"
import { API_LIMITS } from "../../../../schema/cost"
import { COST_NOTES, REFUSAL_PREFIX, costStatusSentence } from "../words"
import { costStatus, firstViewCostStatus } from "../measuring"
import { DEFAULT_QUERY } from "../../default-operation"

const schema = buildSchema(fs.readFileSync("content/schema.graphql", "utf8"))
const status = (query: string, variables = "", operationName: string | null = null) =>
  costStatus(schema, { query, variables, operationName })
const OVER = "{ dishes(first: 100) { nodes { name outlet { dishes(first: 100) { nodes { name } } } } } }"

describe("the playground's cost line", () => {
  it("gives the cost and depth of the operation against the API's limits", () => {
    expect(status("{ dishes(first: 100) { nodes { name outlet { name } } } }")).toEqual({
      kind: "measured",
      text: "Cost 401 of 20,000 · depth 4 of 12",
      warnings: [],
    })
  })

  it("warns above a limit in the words of limitProblems, the figures still shown", () => {
    const over = status(OVER)
    expect(over).toEqual({
      kind: "over",
      text: "Cost 20,401 of 20,000 · depth 6 of 12",
      warnings: ["cost 20,401: 401 over the limit of 20,000; ask for fewer items with `first`"],
    })
    expect(costStatusSentence(over)).toBe(
      `Cost 20,401 of 20,000 · depth 6 of 12. ${REFUSAL_PREFIX} cost 20,401: 401 over the limit of 20,000; ask for fewer items with first.`,
    )
    const deep = costStatus(schema, { query: OVER, variables: "" }, { ...API_LIMITS, maximumDepth: 5 })
    expect(deep.warnings).toEqual([
      "depth 6: 1 over the limit of 5; ask for less nesting, or fetch the deeper data in a second request",
      "cost 20,401: 401 over the limit of 20,000; ask for fewer items with `first`",
    ])
  })

  it("counts `first: $n` with the variable's value, and with the variable's default when it is not given", () => {
    const query = "query Dishes($n: Int = 50) { dishes(first: $n) { nodes { name } } }"
    expect(status(query, '{ "n": 5 }').text).toBe("Cost 11 of 20,000 · depth 3 of 12")
    expect(status(query, "").text).toBe("Cost 101 of 20,000 · depth 3 of 12")
    expect(status(query, '{ "n": 10001 }').kind).toBe("over")
  })

  it("measures GraphiQL's selected operation, and names it when the document holds several", () => {
    const query =
      "query Small { outlets(first: 1) { totalCount } } query Large { dishes(first: 100) { nodes { name } } }"
    expect(status(query, "", "Large").text).toBe("Cost 201 of 20,000 · depth 3 of 12 · operation Large")
    expect(status(query, "", "Small").text).toBe("Cost 2 of 20,000 · depth 2 of 12 · operation Small")
    // A selected name the text no longer has: the first operation, which is what Run sends.
    expect(status(query, "", "Gone").text).toBe("Cost 2 of 20,000 · depth 2 of 12 · operation Small")
    // One operation: no name, whatever is selected.
    expect(status("query Only { client { id } }", "", "Only").text).toBe("Cost 2 of 20,000 · depth 2 of 12")
  })

  it("says something calm, not stale figures, for a document that does not parse or validate", () => {
    expect(status("{ dishes(first: 100) { nodes { name ")).toEqual({
      kind: "unmeasured",
      text: COST_NOTES.invalid,
      warnings: [],
    })
    expect(status("{ dishes { nosuchfield } }").text).toBe(COST_NOTES.invalid)
    expect(status("fragment F on Dish { name }").text).toBe(COST_NOTES.invalid)
    expect(status("# only a comment\n\n").text).toBe(COST_NOTES.empty)
  })

  it("asks for the variables to be fixed only when the operation has variables", () => {
    const query = "query Dishes($n: Int) { dishes(first: $n) { nodes { name } } }"
    expect(status(query, '{ "n": ').text).toBe(COST_NOTES.variables)
    expect(status(query, "[1]").text).toBe(COST_NOTES.variables)
    expect(status("{ client { id } }", '{ "n": ').text).toBe("Cost 2 of 20,000 · depth 2 of 12")
  })

  it("measures variables the API would refuse as typed, so the figures stay", () => {
    // $id is required and missing: the API says so when it runs; the cost does not depend on it.
    const query = "query Outlet($id: ID!, $n: Int) { outlet(id: $id) { dishes(first: $n) { nodes { name } } } }"
    expect(status(query, '{ "n": 3 }').text).toBe("Cost 8 of 20,000 · depth 4 of 12")
  })

  it("waits for the schema", () => {
    expect(costStatus(null, { query: "{ client { id } }", variables: "" }).text).toBe(COST_NOTES.loading)
  })

  it("gives the first view the default operation's figures", () => {
    expect(firstViewCostStatus(schema, DEFAULT_QUERY)).toEqual({
      kind: "measured",
      text: "Cost 49 of 20,000 · depth 5 of 12",
      warnings: [],
    })
  })
})
