import fs from "node:fs"
import { examplesOfMdx, docFiles } from "../../../doc-examples"
import { highlight } from "../highlight"
import { codeText } from "../../../core/html-text"
import { highlightJson, tokenizeJson } from "../../../core/json-tokens"

const kindsOf = (source: string) =>
  tokenizeJson(source)
    .filter((token) => token.kind !== "p")
    .map((token) => [token.kind, token.text])

describe("tokenizeJson", () => {
  it("gives back the text when its tokens are joined, valid JSON or not", () => {
    for (const source of ['{ "a": [1, -2.5e3, true, null] }', '{"unterminated', "}}] tru fals -", "<html>", ""])
      expect(
        tokenizeJson(source)
          .map((token) => token.text)
          .join(""),
      ).toBe(source)
  })

  it("colours keys, strings, numbers, literals and escapes as the build does", () => {
    expect(kindsOf('{ "key" : "va\\"lue", "n": [0, -1.5E+2, true, false, null] }')).toEqual([
      ["n", '"key"'],
      ["s", '"va'],
      ["n", '\\"'],
      ["s", 'lue"'],
      ["n", '"n"'],
      ["n", "0"],
      ["n", "-1.5E+2"],
      ["n", "true"],
      ["n", "false"],
      ["n", "null"],
    ])
  })
})

describe("highlightJson", () => {
  it("escapes the text, and keeps it: the text of the HTML is the JSON", () => {
    const source = JSON.stringify({ html: "<b>&amp;</b>", list: [] }, null, 2)
    const html = highlightJson(source)
    expect(html).not.toContain("<b>")
    expect(codeText(html)).toBe(source)
  })

  it("makes the build's HTML (shiki) for responses with escapes, unicode, empty lists and deep nesting", async () => {
    const response = {
      data: { a: 'quote " back \\ slash / tab \t newline \n é ☕ \u0001', b: [], c: {}, d: [[1, [true]], { e: null }] },
      errors: [{ message: "x", locations: [{ line: 1, column: 2 }], extensions: { code: "BAD_USER_INPUT" } }],
    }
    const source = JSON.stringify(response, null, 2)
    expect(highlightJson(source)).toBe(await highlight(source, "json"))
  })

  it("makes the build's HTML for every response the docs record", async () => {
    let count = 0
    for (const file of docFiles()) {
      for (const example of await examplesOfMdx(fs.readFileSync(file, "utf8"), file)) {
        if (example.response === undefined) continue
        const source = JSON.stringify(example.response, null, 2)
        expect(highlightJson(source)).toBe(await highlight(source, "json"))
        count += 1
      }
    }
    expect(count).toBeGreaterThanOrEqual(30)
  })
})
