import { buildSchema } from "graphql"
import fs from "node:fs"
import { operationTypes, provedSample, typescriptSampleProblems, type ProofExample } from "../typescript"

// One program holds the standard library (about 10 MB of declarations): the first compile parses it.
jest.setTimeout(60_000)

const ours = buildSchema(fs.readFileSync("content/schema.graphql", "utf8"))
const ENDPOINT = "https://api.example.ch/graphql"

const DISHES = `query Dishes($first: Int) {
  dishes(first: $first) {
    nodes {
      name
      price {
        amount
      }
    }
  }
}`

/** An example as a doc has it: content/docs/x.mdx, the second example, on line 12. */
const example = (overrides: Partial<ProofExample> = {}): ProofExample => ({
  file: "content/docs/x.mdx",
  line: 12,
  name: "GraphQL example 2",
  auth: "apiKey",
  query: DISHES,
  variables: '{ "first": 2 }',
  operationName: "Dishes",
  response: { data: { dishes: { nodes: [{ name: "Apple juice", price: { amount: 2 } }] } } },
  ...overrides,
})

const problems = (...examples: ProofExample[]) => typescriptSampleProblems(ours, examples, ENDPOINT)

/** Where the response is wrong, and what the compiler says. */
const responseProblem = (at: string, message: string) =>
  `content/docs/x.mdx:12: the recorded response of GraphQL example 2 does not fit DishesQuery at ${at}: ${message}`

describe("the proof that the TypeScript samples compile and the responses fit their types", () => {
  it("finds no problem in a sample with its variables and a response that fits", async () => {
    expect(await problems(example(), example({ auth: "user", variables: null }))).toEqual([])
  })

  it("proves the sample as a reader copies it: the key's placeholder, or the token's for a signed-in example", async () => {
    const types = await operationTypes(ours, DISHES, "Dishes")
    expect(provedSample(example(), ENDPOINT, types)).toContain('    "api-key": "<YOUR_API_KEY>",\n  },')
    expect(provedSample(example({ auth: "user" }), ENDPOINT, types)).toContain(
      '    accept: "application/graphql-response+json, application/json",\n    "Authorization": "Bearer <YOUR_ID_TOKEN>",\n  },',
    )
  })

  it("fails a sample whose variables are not of their types, naming the file, the line, the sample's line and the compiler's message", async () => {
    const wrong = example({ variables: '{ "first": "five" }' })
    const sampleLine =
      provedSample(wrong, ENDPOINT, await operationTypes(ours, DISHES, "Dishes"))
        .split("\n")
        .indexOf('  first: "five",') + 1
    expect(sampleLine).toBeGreaterThan(1)
    expect(await problems(wrong)).toEqual([
      `content/docs/x.mdx:12: the TypeScript sample of GraphQL example 2 does not compile (sample line ${sampleLine}): ` +
        "TS2322: Type 'string' is not assignable to type 'number'.",
    ])
  })

  it("fails a response that lacks a non-null field, naming where in the response", async () => {
    const lacking = {
      data: { dishes: { nodes: [{ name: "Apple juice", price: { amount: 2 } }, { price: { amount: 4 } }] } },
    }
    expect(await problems(example({ response: lacking }))).toEqual([
      responseProblem(
        "data.dishes.nodes[1]",
        "TS2741: Property 'name' is missing in type '{ price: { amount: number; }; }' but required in type " +
          "'{ name: string; price: { amount: number; }; }'.",
      ),
    ])
  })

  it("fails a response with a value of another type, or null where the schema says non-null", async () => {
    const text = { data: { dishes: { nodes: [{ name: "Apple juice", price: { amount: "2.00" } }] } } }
    expect(await problems(example({ response: text }))).toEqual([
      responseProblem("data.dishes.nodes[0].price.amount", "TS2322: Type 'string' is not assignable to type 'number'."),
    ])
    expect(await problems(example({ response: { data: { dishes: null } } }))).toEqual([
      expect.stringContaining(responseProblem("data.dishes", "TS2322: Type 'null' is not assignable to type")),
    ])
  })

  it("fails a response with a field the operation does not ask for", async () => {
    const extra = { data: { dishes: { nodes: [{ name: "Apple juice", price: { amount: 2 }, calories: 120 }] } } }
    expect(await problems(example({ response: extra }))).toEqual([
      responseProblem(
        "data.dishes.nodes[0].calories",
        "TS2353: Object literal may only specify known properties, and 'calories' does not exist in type " +
          "'{ name: string; price: { amount: number; }; }'.",
      ),
    ])
  })

  it("lets an error on purpose fit: data null, and errors as the API sends them", async () => {
    const failed = {
      errors: [
        {
          message: '"first" must be between 1 and 100, got 500.',
          locations: [{ line: 2, column: 3 }],
          path: ["dishes"],
          extensions: { code: "BAD_USER_INPUT" },
        },
      ],
      data: null,
    }
    expect(await problems(example({ variables: '{ "first": 500 }', response: failed }))).toEqual([])
  })

  it("compiles samples that declare the same type names in one program, each in its own module", async () => {
    // Two examples named Dishes with other fields: as scripts, the second DishesQuery would be a duplicate.
    const other = example({
      query: "query Dishes {\n  dishes(first: 1) {\n    totalCount\n  }\n}",
      variables: null,
      response: { data: { dishes: { totalCount: 472 } } },
    })
    expect(await problems(example(), other)).toEqual([])
  })

  it("reports each problem once, in the examples' order, with the example's own name and line", async () => {
    const examples = Array.from({ length: 11 }, (_, index) =>
      example({ name: `GraphQL example ${index + 1}`, line: 10 * (index + 1), variables: '{ "first": "five" }' }),
    )
    const found = await problems(...examples)
    expect(found.map((problem) => problem.slice(0, problem.indexOf(" does not compile")))).toEqual(
      examples.map((each) => `content/docs/x.mdx:${each.line}: the TypeScript sample of ${each.name}`),
    )
  })

  it("says so when an example's types cannot be generated", async () => {
    expect(await problems(example({ operationName: "Dish", response: undefined }))).toEqual([
      "content/docs/x.mdx:12: the TypeScript types of GraphQL example 2 could not be generated: " +
        "The document has no operation named Dish",
    ])
  })
})
