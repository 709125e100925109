import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { formatRelease, releaseSchema } from "../lib/schema-release"

describe("releaseSchema", () => {
  let dir: string
  let schemaFile: string
  let releasesDir: string
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "schema-release-"))
    schemaFile = path.join(dir, "schema.graphql")
    releasesDir = path.join(dir, "schema-releases")
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it("records the first release, then a release with its changes by criticality, and nothing when unchanged", async () => {
    fs.writeFileSync(schemaFile, "type Query { dishes: [String!]! phone: String }\nenum Cuisine { SWISS }\n")
    const first = await releaseSchema({ schemaFile, releasesDir, date: "2026-10-01" })
    expect(first).toEqual({
      status: "released",
      file: path.join(releasesDir, "2026-10-01.graphql"),
      previous: null,
      changes: [],
      lifecycle: [],
    })
    expect(formatRelease(first, "2026-10-01")).toContain("the first release of the schema")

    fs.writeFileSync(
      schemaFile,
      'type Query { dishes: [String!]! @deprecated(reason: "Use `dish`. Removal on 2027-05-03.") dish: String }\n' +
        "enum Cuisine { SWISS CAFE }\n",
    )
    const second = await releaseSchema({ schemaFile, releasesDir, date: "2026-11-16" })
    expect(second.status).toBe("released")
    expect(fs.readFileSync(path.join(releasesDir, "2026-11-16.graphql"), "utf8")).toBe(
      fs.readFileSync(schemaFile, "utf8"),
    )
    const report = formatRelease(second, "2026-11-16")
    expect(report.split("\n")).toEqual([
      `Released 2026-11-16 (${path.join(releasesDir, "2026-11-16.graphql")}): 4 changes since 2026-10-01 (1 breaking, 1 dangerous, 2 safe).`,
      "  breaking   Field 'phone' was removed from object type 'Query'",
      "  dangerous  Enum value 'CAFE' was added to enum 'Cuisine'",
      "  safe       Field 'dish' was added to object type 'Query'",
      "  safe       Field 'Query.dishes' is deprecated",
      "Lifecycle (the reference's Added in / Deprecated in badges and the deprecations page):",
      "  added       Cuisine.CAFE, Query.dish",
      "  deprecated  Query.dishes: removal on 2027-05-03",
      "  removed     Query.phone",
    ])

    expect(await releaseSchema({ schemaFile, releasesDir, date: "2026-11-20" })).toEqual({
      status: "unchanged",
      previous: "2026-11-16",
    })
    expect(fs.readdirSync(releasesDir)).toEqual(["2026-10-01.graphql", "2026-11-16.graphql"])
  })

  it("refuses a bad date, and a date that is not after the last release", async () => {
    fs.writeFileSync(schemaFile, "type Query { a: Int }\n")
    await expect(releaseSchema({ schemaFile, releasesDir, date: "23.11.2026" })).rejects.toThrow(
      '"23.11.2026" is not a date like 2026-11-23',
    )
    await releaseSchema({ schemaFile, releasesDir, date: "2026-11-16" })
    fs.writeFileSync(schemaFile, "type Query { a: Int b: Int }\n")
    await expect(releaseSchema({ schemaFile, releasesDir, date: "2026-11-16" })).rejects.toThrow(
      "The last release is 2026-11-16; a new release must be dated after it (not 2026-11-16).",
    )
  })

  it("refuses a schema that graphql-js rejects, naming file, line and column", async () => {
    fs.writeFileSync(schemaFile, "type Query {\n  a: Nope\n}\n")
    await expect(releaseSchema({ schemaFile, releasesDir, date: "2026-11-16" })).rejects.toThrow(
      `${schemaFile}:2:6: Unknown type "Nope".`,
    )
  })
})
