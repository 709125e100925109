import fs from "node:fs"
import { openSeededPglite } from "../seeded-template"
import path from "node:path"
import type { Root, Table, TableCell } from "mdast"
import { parseMdx } from "../../../doc-examples"
import { DEFAULT_LIMITS } from "../config"
import type { Database } from "../db"
import { API_ERROR_CODES, SANDBOX_ERROR_CODES } from "../errors"
import { MAX_PAGE_SIZE } from "../pagination"
import { DEMO_KEY, codes, postGraphql, prepareDatabase, startTestSandbox, testConfig } from "./test-sandbox"
import { buildSchema, parse } from "graphql"
import { API_LIMITS, measureOperation } from "../../../schema/cost"

jest.setTimeout(60_000)

const ACCESS_DOC = "content/docs/access-the-api.mdx"
const withKey = { headers: { "api-key": DEMO_KEY } }

/** The code literals in the sandbox's source: apiError("X", …), badInput(…), jsonError(…, "X"), code: "X". */
function codesInSource(): Set<string> {
  const found = new Set<string>()
  const dir = "sandbox/src"
  const files = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts"))
    .map((entry) => path.join(dir, entry.name))
  // The words for the limits (the cost rule's limitProblems), whose codes the sandbox answers with.
  for (const file of [...files, "schema/src/cost-words.ts"]) {
    const text = fs.readFileSync(file, "utf8")
    for (const match of text.matchAll(/(?:apiError\(\s*|code:\s*)"([A-Z_]+)"/g)) found.add(match[1])
    for (const match of text.matchAll(/jsonError\([^)]*"([A-Z_]+)",?\s*\)/g)) found.add(match[1])
    if (/\bbadInput\(/.test(text)) found.add("BAD_USER_INPUT")
  }
  return found
}

/** The cells of the first table after the heading `title`, as text. */
function tableAfter(tree: Root, title: string): string[][] {
  const headingIndex = tree.children.findIndex(
    (node) =>
      node.type === "heading" && node.children.map((child) => ("value" in child ? child.value : "")).join("") === title,
  )
  const table = tree.children.slice(headingIndex + 1).find((node): node is Table => node.type === "table")
  if (headingIndex < 0 || !table) throw new Error(`${ACCESS_DOC} has no table under "${title}"`)
  const text = (cell: TableCell): string =>
    cell.children
      .map((child) => ("value" in child ? child.value : "children" in child ? text(child as unknown as TableCell) : ""))
      .join("")
  return table.children.slice(1).map((row) => row.children.map(text))
}

const GRAPHQL_RESPONSE_ACCEPT = "application/graphql-response+json"
const JSON_ACCEPT = "application/json"

/**
 * The Errors table's HTTP statuses by Accept header: its "HTTP status" cell is one list of statuses for both
 * ("200", "400 or 405"), or the two lists "with application/graphql-response+json · with application/json" apart.
 */
function statusTable(tree: Root): Map<string, { graphqlResponse: number[]; json: number[] }> {
  const numbers = (text: string) => [...text.matchAll(/\b\d{3}\b/g)].map((match) => Number(match[0]))
  return new Map(
    tableAfter(tree, "Errors").map(([code, status]) => {
      const [graphqlResponse, json = graphqlResponse] = status.split("·")
      return [code, { graphqlResponse: numbers(graphqlResponse), json: numbers(json) }]
    }),
  )
}

describe("the error codes", () => {
  it("that the sandbox's code raises are all in API_ERROR_CODES, and each of its own is raised somewhere", () => {
    const found = codesInSource()
    expect([...found].filter((code) => !API_ERROR_CODES.includes(code))).toEqual([])
    expect(SANDBOX_ERROR_CODES.filter((code) => !found.has(code))).toEqual([])
  })

  describe("are each what the API answers in some case", () => {
    let db: Database
    let sandbox: Awaited<ReturnType<typeof startTestSandbox>>
    let tight: Awaited<ReturnType<typeof startTestSandbox>>
    let broken: Awaited<ReturnType<typeof startTestSandbox>>

    beforeAll(async () => {
      db = await prepareDatabase(() => openSeededPglite(null))
      sandbox = await startTestSandbox(db)
      tight = await startTestSandbox(db, testConfig({ limits: { maxDepth: 3, maxCost: 50, maxBodyBytes: 2_000 } }))
      // A database that fails on outlets: what an unexpected error looks like to a client.
      const failing: Database = {
        ...db,
        query: (sql, params) =>
          sql.includes("FROM outlets") ? Promise.reject(new Error("connection reset")) : db.query(sql, params),
      }
      broken = await startTestSandbox(failing)
    })
    afterAll(async () => {
      await Promise.all([sandbox.close(), tight.close(), broken.close()])
      await db.close()
    })

    /** Provokes every code, sending `accept` (none: no Accept header); the HTTP status each code came with. */
    async function provokeEveryCode(accept: string | null): Promise<Map<string, number>> {
      const seen = new Map<string, number>()
      const acceptHeader: Record<string, string> = accept ? { accept } : {}
      const key = { headers: { ...withKey.headers, ...acceptHeader } }
      const note = async (
        response: Promise<{ status: number; body: { errors?: { extensions?: { code?: string } }[] } }>,
      ) => {
        const { status, body } = await response
        for (const error of body.errors ?? []) if (error.extensions?.code) seen.set(error.extensions.code, status)
      }
      const raw = async (yoga: typeof sandbox.yoga, init: RequestInit, url = "http://sandbox.test/graphql") => {
        const response = await yoga.fetch(url, init)
        return {
          status: response.status,
          body: (await response.json()) as { errors?: { extensions?: { code?: string } }[] },
        }
      }

      await note(sandbox.gql("{ dishes { totalCount } }", { headers: acceptHeader }))
      const token = sandbox.identity.signToken({ uid: `no-profile-${Date.now()}`, email: "new@example.ch" })
      await note(
        sandbox.gql("{ dishes { totalCount } }", { headers: { authorization: `Bearer ${token}`, ...acceptHeader } }),
      )
      await note(sandbox.gql("{ dishes(first: 500) { totalCount } }", key))
      await note(sandbox.gql("{ broken", key))
      await note(sandbox.gql("{ nope }", key))
      await note(
        raw(sandbox.yoga, {
          method: "POST",
          headers: { "content-type": "application/json", ...acceptHeader },
          body: "{not json",
        }),
      )
      await note(tight.gql("{ outlets { nodes { menuCategories { nodes { name } } } } }", key))
      await note(tight.gql("{ dishes(first: 100) { nodes { name } } }", key))
      await note(
        raw(tight.yoga, {
          method: "POST",
          headers: { "content-type": "application/json", ...key.headers },
          body: JSON.stringify({ query: `{ client { id } } # ${"x".repeat(3_000)}` }),
        }),
      )
      await note(broken.gql("{ outlets { totalCount } }", key))
      return seen
    }

    it("every code of API_ERROR_CODES, and no other", async () => {
      const seen = await provokeEveryCode(null)
      expect([...seen.keys()].sort()).toEqual([...API_ERROR_CODES].sort())
      expect(seen.get("PAYLOAD_TOO_LARGE")).toBe(413)
      expect(seen.get("BAD_REQUEST")).toBe(400)
      expect(codes(await postGraphql(broken.yoga, "{ outlets { totalCount } }", withKey))).toEqual([
        "INTERNAL_SERVER_ERROR",
      ])
    })

    it("each with the HTTP status the Errors table of Access the API gives for each Accept header", async () => {
      const table = statusTable(await parseMdx(fs.readFileSync(ACCESS_DOC, "utf8")))
      for (const [accept, column] of [
        [GRAPHQL_RESPONSE_ACCEPT, "graphqlResponse"],
        [JSON_ACCEPT, "json"],
        // curl, fetch and requests send */* unless told otherwise; the API answers it as application/json.
        ["*/*", "json"],
      ] as const) {
        const seen = await provokeEveryCode(accept)
        const wrong = [...seen].filter(([code, status]) => !table.get(code)?.[column].includes(status))
        expect({
          accept,
          wrong: wrong.map(
            ([code, status]) => `${code}: ${status}, the table says ${table.get(code)?.[column].join(" or ")}`,
          ),
        }).toEqual({ accept, wrong: [] })
      }
    })
  })
})

describe("Access the API", () => {
  let tree: Root
  beforeAll(async () => {
    tree = await parseMdx(fs.readFileSync(ACCESS_DOC, "utf8"))
  })

  it("lists exactly the error codes the API can return", () => {
    const documented = tableAfter(tree, "Errors").map((row) => row[0])
    expect([...documented].sort()).toEqual([...API_ERROR_CODES].sort())
    expect(new Set(documented).size).toBe(documented.length)
  })

  it("states the limits the sandbox enforces", () => {
    const rows = new Map(tableAfter(tree, "Limits").map((row) => [row[0], row.slice(1).join(" | ")]))
    const number = (value: number) => value.toLocaleString("en-US")
    expect(rows.get("Query depth")).toContain(`${DEFAULT_LIMITS.maxDepth} levels`)
    expect(rows.get("Query depth")).toContain("QUERY_TOO_DEEP")
    expect(rows.get("Query cost")).toContain(number(DEFAULT_LIMITS.maxCost))
    expect(rows.get("Query cost")).toContain("QUERY_TOO_COMPLEX")
    expect(rows.get("Page size")).toContain(`from 1 to ${MAX_PAGE_SIZE}, 20 when left out`)
    expect(rows.get("Request body")).toContain(`${number(DEFAULT_LIMITS.maxBodyBytes)} bytes`)
    expect(rows.get("Request body")).toContain("PAYLOAD_TOO_LARGE")
    expect(DEFAULT_LIMITS).toMatchObject({ maxDepth: API_LIMITS.maximumDepth, maxCost: API_LIMITS.maximumCost })
  })

  it("works its cost example with the cost rule's own figures", () => {
    const text = fs.readFileSync(ACCESS_DOC, "utf8")
    const worked = /`(dishes\(first: (\d+)\) \{[^`]*\})` costs 1 \+ (\d+) × (\d+) = (\d+)/.exec(text)
    expect(worked).not.toBeNull()
    const [, query, first, times, perItem, total] = worked!
    const schema = buildSchema(fs.readFileSync("content/schema.graphql", "utf8"))
    const size = measureOperation(schema, parse(`{ ${query} }`))!
    expect([times, total]).toEqual([first, String(size.cost)])
    expect(1 + Number(first) * Number(perItem)).toBe(size.cost)
  })
})
