import fs from "node:fs"
import path from "node:path"
import type { Root, Table, TableCell } from "mdast"
import { parseMdx } from "../../../gatsby/lib/mdx-parse"
import { DEFAULT_LIMITS } from "../config"
import type { Database } from "../db"
import { API_ERROR_CODES, SANDBOX_ERROR_CODES } from "../errors"
import { MAX_PAGE_SIZE } from "../pagination"
import { DEMO_KEY, codes, postGraphql, prepareDatabase, startTestSandbox, testConfig } from "./test-sandbox"
import { openPglite } from "../db"

jest.setTimeout(60_000)

const ACCESS_DOC = "content/docs/access-the-api.mdx"
const withKey = { headers: { "api-key": DEMO_KEY } }

/** The code literals in the sandbox's source: apiError("X", …), badInput(…), jsonError(…, "X"), code: "X". */
function codesInSource(): Set<string> {
  const found = new Set<string>()
  const dir = "sandbox/src"
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".ts")) continue
    const text = fs.readFileSync(path.join(dir, entry.name), "utf8")
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
      db = await prepareDatabase(() => openPglite(null))
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

    it("every code of API_ERROR_CODES, and no other", async () => {
      const seen = new Map<string, number>()
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

      await note(sandbox.gql("{ dishes { totalCount } }"))
      const token = sandbox.identity.signToken({ uid: `no-profile-${Date.now()}`, email: "new@example.ch" })
      await note(sandbox.gql("{ dishes { totalCount } }", { headers: { authorization: `Bearer ${token}` } }))
      await note(sandbox.gql("{ dishes(first: 500) { totalCount } }", withKey))
      await note(sandbox.gql("{ broken", withKey))
      await note(sandbox.gql("{ nope }", withKey))
      await note(
        raw(sandbox.yoga, { method: "POST", headers: { "content-type": "application/json" }, body: "{not json" }),
      )
      await note(tight.gql("{ outlets { nodes { menuCategories { nodes { name } } } } }", withKey))
      await note(tight.gql("{ dishes(first: 100) { nodes { name } } }", withKey))
      await note(
        raw(tight.yoga, {
          method: "POST",
          headers: { "content-type": "application/json", ...withKey.headers },
          body: JSON.stringify({ query: `{ client { id } } # ${"x".repeat(3_000)}` }),
        }),
      )
      await note(broken.gql("{ outlets { totalCount } }", withKey))

      expect([...seen.keys()].sort()).toEqual([...API_ERROR_CODES].sort())
      expect(seen.get("PAYLOAD_TOO_LARGE")).toBe(413)
      expect(seen.get("BAD_REQUEST")).toBe(400)
      expect(codes(await postGraphql(broken.yoga, "{ outlets { totalCount } }", withKey))).toEqual([
        "INTERNAL_SERVER_ERROR",
      ])
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
  })
})
