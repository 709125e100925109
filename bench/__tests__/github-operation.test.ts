import fs from "node:fs"
import { parse, validate } from "graphql"
import { buildSchemaFromText } from "../../schema"
import { GITHUB_SCHEMA_FILE } from "../../sandbox/sample-schemas"
import { githubOperation } from "../lib/github-operation"

describe("the cost line bench's operation on GitHub's schema", () => {
  const github = buildSchemaFromText(GITHUB_SCHEMA_FILE, fs.readFileSync(GITHUB_SCHEMA_FILE, "utf8"), {
    tolerant: true,
  }).schema

  it("has exactly the lines asked for, and is valid against the schema", () => {
    const operation = githubOperation(github, 200)
    expect(operation.split("\n")).toHaveLength(200)
    expect(operation).toContain("(first: 1) {")
    expect(validate(github, parse(operation))).toEqual([])
  })
})
