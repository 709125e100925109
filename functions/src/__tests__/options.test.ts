import fs from "node:fs"
import path from "node:path"
import {
  FEEDBACK_FUNCTION_ID,
  FUNCTION_ID,
  FUNCTION_OPTIONS,
  FUNCTION_PROXY_HOPS,
  feedbackConfig,
  functionConfig,
} from "../options"

describe("the function's configuration", () => {
  it("reads DOCS_URL (its origin) and API_URL", () => {
    expect(
      functionConfig({ DOCS_URL: "https://docs.example.ch/docs/", API_URL: "https://api.example.ch/graphql" }),
    ).toEqual({
      config: {
        docsUrl: "https://docs.example.ch",
        apiUrl: "https://api.example.ch/graphql",
        allowedOrigins: null,
        limits: { toolCalls: 60, runOperations: 10 },
        proxyHops: FUNCTION_PROXY_HOPS,
      },
      problems: [],
    })
  })

  it("reads the allowed origins and the limits, when set", () => {
    const read = functionConfig({
      DOCS_URL: "https://docs.example.ch",
      API_URL: "https://api.example.ch/graphql",
      MCP_ALLOWED_ORIGINS: "https://a.example, https://b.example:8443",
      MCP_TOOL_CALLS_PER_MINUTE: "120",
      MCP_RUN_OPERATIONS_PER_MINUTE: "20",
      MCP_PROXY_HOPS: "0",
    }).config
    expect(read).toMatchObject({
      allowedOrigins: ["https://a.example", "https://b.example:8443"],
      limits: { toolCalls: 120, runOperations: 20 },
      proxyHops: 0,
    })
    expect(
      functionConfig({
        DOCS_URL: "https://docs.example.ch",
        API_URL: "https://api.example.ch/graphql",
        MCP_ALLOWED_ORIGINS: "https://a.example/path",
        MCP_TOOL_CALLS_PER_MINUTE: "0",
      }).problems,
    ).toEqual([
      'MCP_ALLOWED_ORIGINS lists "https://a.example/path", which is not an origin (https://host[:port])',
      'MCP_TOOL_CALLS_PER_MINUTE must be a whole number of at least 1, not "0"',
    ])
  })

  it("names every problem at once", () => {
    expect(functionConfig({ DOCS_URL: " ", API_URL: "ftp://api.example.ch" })).toEqual({
      config: null,
      problems: ["DOCS_URL is not set", "API_URL is not an http(s) address"],
    })
    expect(functionConfig({ DOCS_URL: "docs", API_URL: "x" }).problems).toEqual([
      "DOCS_URL is not a URL: docs",
      "API_URL is not a URL: x",
    ])
  })
})

describe("the feedback function's configuration", () => {
  it("reads DATABASE_URL and the site's origin, or names every problem", () => {
    expect(
      feedbackConfig({
        DATABASE_URL: "postgres://u:p@/docs?host=/cloudsql/x",
        DOCS_URL: "https://docs.example.ch/docs/",
      }),
    ).toEqual({
      config: {
        databaseUrl: "postgres://u:p@/docs?host=/cloudsql/x",
        siteOrigin: "https://docs.example.ch",
        proxyHops: FUNCTION_PROXY_HOPS,
      },
      problems: [],
    })
    expect(feedbackConfig({ DATABASE_URL: "mysql://x", DOCS_URL: "docs" }).problems).toEqual([
      "DATABASE_URL is not a postgres:// address",
      "DOCS_URL is not a URL",
    ])
  })
})

describe("firebase.json", () => {
  const config = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../../firebase.json"), "utf8")) as {
    hosting: { rewrites: { source: string; function: { functionId: string; region: string } }[] }
    functions: { source: string }[]
  }

  it("rewrites /api/feedback to the feedback function, in the same region", () => {
    expect(config.hosting.rewrites).toContainEqual({
      source: "/api/feedback",
      function: { functionId: FEEDBACK_FUNCTION_ID, region: FUNCTION_OPTIONS.region },
    })
  })

  it("rewrites the writers' /api/feedback/report and /api/feedback/status to the feedback function too", () => {
    expect(config.hosting.rewrites).toContainEqual({
      source: "/api/feedback/**",
      function: { functionId: FEEDBACK_FUNCTION_ID, region: FUNCTION_OPTIONS.region },
    })
  })

  it("rewrites /mcp to this function in its region", () => {
    expect(config.hosting.rewrites).toContainEqual({
      source: "/mcp",
      function: { functionId: FUNCTION_ID, region: FUNCTION_OPTIONS.region },
    })
  })

  it("deploys the functions folder", () => {
    expect(config.functions.map((codebase) => codebase.source)).toEqual(["functions"])
  })
})
