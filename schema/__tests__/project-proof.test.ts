import fs from "node:fs"
import { buildSchema } from "graphql"
import { fileOperations, projectFileProblems, type ProjectFile } from "../typescript"

// A project's program holds the standard library and Apollo Client's declarations: the first compile parses them.
jest.setTimeout(60_000)

const ours = buildSchema(fs.readFileSync("content/schema.graphql", "utf8"))

const DISHES = `
  query Dishes($first: Int!) {
    dishes(first: $first) {
      nodes {
        name
      }
    }
  }
`

/** src/dishes.ts of a guide at content/docs/x.mdx, its fence on line 30. */
const file = (text: string, overrides: Partial<ProjectFile> = {}): ProjectFile => ({
  doc: "content/docs/x.mdx",
  line: 30,
  path: "src/dishes.ts",
  text,
  ...overrides,
})

const typedFetch = (body: string) =>
  [
    'import type { DishesQuery, DishesQueryVariables } from "./generated/operations"',
    `const DISHES = /* GraphQL */ \`${DISHES}\``,
    "export const variables: DishesQueryVariables = { first: 2 }",
    "export function names(data: DishesQuery): string[] {",
    `  ${body}`,
    "}",
  ].join("\n")

describe("the guides' project files", () => {
  it("find their operations after a /* GraphQL */ comment and in gql templates", () => {
    expect(
      fileOperations("const A = /* GraphQL */ `query A { me { id } }`\nconst B = gql`query B { me { id } }`"),
    ).toEqual(["query A { me { id } }", "query B { me { id } }"])
    expect(fileOperations("const text = `query A { me { id } }`")).toEqual([])
  })

  it("compile against the types generated from their operations, and the packages they import", async () => {
    const apollo = file(
      [
        'import { gql, type TypedDocumentNode } from "@apollo/client"',
        'import type { DishNamesQuery, DishNamesQueryVariables } from "./generated/operations"',
        "export const DISH_NAMES: TypedDocumentNode<DishNamesQuery, DishNamesQueryVariables> = gql`",
        "  query DishNames { dishes(first: 1) { nodes { name } } }",
        "`",
      ].join("\n"),
      { path: "src/apollo.ts", line: 60 },
    )
    const config = file(
      [
        'import type { CodegenConfig } from "@graphql-codegen/cli"',
        'const config: CodegenConfig = { schema: "schema.graphql", generates: {} }',
        "export default config",
      ].join("\n"),
      { path: "codegen.ts", line: 5 },
    )
    expect(
      await projectFileProblems(ours, [
        config,
        file(typedFetch("return data.dishes.nodes.map((dish) => dish.name)")),
        apollo,
      ]),
    ).toEqual([])
  })

  it("name the doc, the fence's line, the file and its line, and the compiler's message when one does not compile", async () => {
    // The operation did not ask for the price.
    const problems = await projectFileProblems(ours, [
      file(typedFetch("return data.dishes.nodes.map((dish) => dish.price)")),
    ])
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/docs\/x\.mdx:30: the TypeScript file src\/dishes\.ts does not compile \(its line 13\): TS2339: Property 'price' does not exist on type/,
      ),
    ])
  })

  it("say which doc's operations the generator refused", async () => {
    const problems = await projectFileProblems(ours, [
      file("const A = /* GraphQL */ `query A { dishes(first: 1) { nodes { nme } } }`"),
    ])
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/docs\/x\.mdx: the types of its TypeScript files' operations could not be generated: .*nme/s,
      ),
    ])
  })
})
