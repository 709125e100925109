import { operationNameFor, operationNames, tokenizeGraphQL, type TokenKind } from "../graphql-tokens"

const kindsOf = (source: string) =>
  tokenizeGraphQL(source)
    .filter((token) => token.kind !== "p")
    .map((token): [TokenKind, string] => [token.kind, token.text])

describe("tokenizeGraphQL", () => {
  it("gives back the text when its tokens are joined, valid GraphQL or not", () => {
    for (const source of [
      "query A { a }",
      '{ a(b: "unterminated',
      "}}} ((( $ @ ...",
      '"""block\n"string""" # comment\n',
      "",
    ]) {
      expect(
        tokenizeGraphQL(source)
          .map((token) => token.text)
          .join(""),
      ).toBe(source)
    }
  })

  it("colours keywords, names, variables, types, values and comments as the site's samples do", () => {
    expect(
      kindsOf(
        '# note\nquery Dish($id: ID!, $veg: Boolean = true) { dish(id: $id, x: "y") { name ...F @include(if: $veg) } }',
      ),
    ).toEqual([
      ["c", "# note"],
      ["k", "query"],
      ["e", "Dish"],
      ["v", "$id"],
      ["n", "ID"],
      ["v", "$veg"],
      ["n", "Boolean"],
      ["k", "true"],
      ["v", "$id"],
      ["s", '"y"'],
      ["e", "@include"],
      ["v", "$veg"],
    ])
  })

  it("colours a fragment's name and type condition, and not a field called query", () => {
    expect(kindsOf("fragment F on Dish { query ... on Outlet { id } }")).toEqual([
      ["k", "fragment"],
      ["e", "F"],
      ["k", "on"],
      ["n", "Dish"],
      ["k", "on"],
      ["n", "Outlet"],
    ])
  })
})

describe("operationNames", () => {
  it("lists named and anonymous operations in order, and no fragments", () => {
    expect(
      operationNames(
        "query First($f: Filter = {a: 1}) { a }\nfragment F on T { b }\n{ c }\nmutation { d }\nquery ($x: Int) { e } subscription Live { f }",
      ),
    ).toEqual(["First", null, null, null, "Live"])
  })

  it("skips comments and strings", () => {
    expect(operationNames('# query Commented { a }\nquery Real { a(text: "query Fake { b }") }')).toEqual(["Real"])
  })
})

describe("operationNameFor", () => {
  it("keeps the wanted name when the text has it, else takes the first operation's", () => {
    const text = "query A { a } query B { b }"
    expect(operationNameFor(text, "B")).toBe("B")
    expect(operationNameFor(text, "Gone")).toBe("A")
    expect(operationNameFor("{ a }", "Gone")).toBeNull()
    expect(operationNameFor("", null)).toBeNull()
  })
})
