import { CORS_HEADERS, JSON_RPC } from "../../../mcp/src/http"

/** What the function writes to an Express-like response, as Cloud Functions hands it over. */
function fakeResponse() {
  const sent: { status?: number; headers: Record<string, string>; body?: unknown } = { headers: {} }
  const res = {
    on: () => res,
    once: () => res,
    status(code: number) {
      sent.status = code
      return res
    },
    set(headers: Record<string, string>) {
      Object.assign(sent.headers, headers)
      return res
    },
    json(body: unknown) {
      sent.body = body
      return res
    },
  }
  return { res, sent }
}

describe("the function, not configured", () => {
  it("answers 503 with CORS and a JSON-RPC error, and logs every problem", async () => {
    const saved = { DOCS_URL: process.env.DOCS_URL, API_URL: process.env.API_URL }
    delete process.env.DOCS_URL
    process.env.API_URL = "ftp://api.example.ch"
    const logged: string[] = []
    const write = jest.spyOn(process.stderr, "write").mockImplementation((chunk) => {
      logged.push(String(chunk))
      return true
    })
    const error = jest.spyOn(console, "error").mockImplementation((...args) => void logged.push(args.join(" ")))
    try {
      const { mcp } = await import("../index")
      const { res, sent } = fakeResponse()
      await (mcp as unknown as (req: unknown, res: unknown) => Promise<void>)(
        { method: "POST", headers: {}, body: {} },
        res,
      )
      expect(sent).toEqual({
        status: 503,
        headers: CORS_HEADERS,
        body: {
          jsonrpc: "2.0",
          error: {
            code: JSON_RPC.internalError,
            message: "The docs' MCP endpoint is not configured; try again later.",
          },
          id: null,
        },
      })
      expect(logged.join("\n")).toContain(
        "The MCP endpoint is not configured: DOCS_URL is not set; API_URL is not an http(s) address",
      )
    } finally {
      write.mockRestore()
      error.mockRestore()
      Object.assign(process.env, saved)
      if (saved.DOCS_URL === undefined) delete process.env.DOCS_URL
      if (saved.API_URL === undefined) delete process.env.API_URL
    }
  })
})
