import { spawnSync } from "node:child_process"
import {
  SNIPPET_LANGUAGES,
  ID_TOKEN_PLACEHOLDER,
  headerLine,
  renderSnippet,
  snippetTemplate,
  type SampleHeader,
  type SampleOperation,
} from "../code-samples"
import { requestBody } from "../graphql-request"
import { shellQuote } from "../sample-quoting"

const ENDPOINT = "http://127.0.0.1:4000/graphql"
const simple: SampleOperation = {
  query: "query Dishes {\n  dishes(first: 3) {\n    nodes { name }\n  }\n}",
  variables: null,
  operationName: "Dishes",
}
// Single quotes, double quotes, backslashes, backticks, ${, and newlines in the query and in the variables.
const tricky: SampleOperation = {
  query:
    'query Search($text: String!) {\n  # it\'s "quoted" `here` ${not} \\ a\n  dishes(filter: { search: $text }) { nodes { name } }\n}',
  variables:
    '{ "text": "Mum\'s \\"best\\"\\nrösti \\\\ `${x}` \\"\\"\\"", "flags": [true, false, null], "n": 2.5, "nested": { "a-b": [] } }',
  operationName: "Search",
}
const headers: SampleHeader[] = [
  { name: "api-key", value: "zfv_it's_a_key" },
  { name: "Authorization", value: `Bearer ${ID_TOKEN_PLACEHOLDER}` },
]

function run(command: string, args: string[], input: string) {
  const result = spawnSync(command, args, { input, encoding: "utf8" })
  if (result.error)
    throw new Error(`${command} could not be run (${result.error.message}); the sample tests need it installed`)
  return result
}

describe("curl", () => {
  it("quotes shell words only when needed, a single quote as '\\''", () => {
    expect(shellQuote(ENDPOINT)).toBe(ENDPOINT)
    expect(shellQuote("https://api.example.ch/graphql?x=1&y=2")).toBe("'https://api.example.ch/graphql?x=1&y=2'")
    expect(shellQuote("it's")).toBe("'it'\\''s'")
    expect(shellQuote("")).toBe("''")
  })

  it("reads well: headers first, then the body as pretty-printed JSON, the query on its own lines", () => {
    const operation = { ...simple, variables: '{ "first": 3, "filter": { "city": "Zürich" } }' }
    expect(renderSnippet("curl", operation, ENDPOINT, [{ name: "api-key", value: "zfv_…_key" }])).toBe(
      [
        "curl http://127.0.0.1:4000/graphql \\",
        "  --header 'content-type: application/json' \\",
        "  --header 'accept: application/graphql-response+json, application/json' \\",
        "  --header 'api-key: zfv_…_key' \\",
        "  --data-binary \"$(tr -d '\\n' <<'EOF'",
        "{",
        '  "query": "query Dishes {\\n',
        "  dishes(first: 3) {\\n",
        "    nodes { name }\\n",
        "  }\\n",
        '}",',
        '  "variables": {',
        '    "first": 3,',
        '    "filter": {',
        '      "city": "Zürich"',
        "    }",
        "  },",
        '  "operationName": "Dishes"',
        "}",
        "EOF",
        ')"',
      ].join("\n"),
    )
  })

  it("passes curl exactly the body and headers, whatever quotes and newlines the query and variables hold", () => {
    for (const operation of [simple, tricky]) {
      for (const sent of [[], headers]) {
        const snippet = renderSnippet("curl", operation, "https://api.example.ch/graphql?v=1", sent)
        const script = `curl() { for arg in "$@"; do printf '%s\\0' "$arg"; done; }\n${snippet}\n`
        const result = run("bash", ["-e"], script)
        expect(result.stderr).toBe("")
        const args = result.stdout.split("\0").slice(0, -1)
        expect(args[0]).toBe("https://api.example.ch/graphql?v=1")
        const headerArgs = args.slice(1, -2)
        expect(headerArgs).toEqual(
          [
            "content-type: application/json",
            "accept: application/graphql-response+json, application/json",
            ...sent.map((header) => `${header.name}: ${header.value}`),
          ].flatMap((header) => ["--header", header]),
        )
        expect(args.at(-2)).toBe("--data-binary")
        expect(JSON.parse(args.at(-1) ?? "")).toEqual(requestBody(operation))
      }
    }
  })
})

describe("JavaScript (fetch)", () => {
  it("is a module Node runs, sending the body and headers to the endpoint", () => {
    for (const operation of [simple, tricky, { ...simple, operationName: null }]) {
      const stub =
        `globalThis.fetch = async (url, init) => { process.stdout.write(JSON.stringify({ url, init ` +
        `})); return { json: async () => ({ data: { ok: true } }) } };\nconsole.log = () => {};\n`
      const result = run(
        "node",
        ["--input-type=module", "-"],
        stub + renderSnippet("javascript", operation, ENDPOINT, headers),
      )
      expect(result.stderr).toBe("")
      const { url, init } = JSON.parse(result.stdout) as {
        url: string
        init: { method: string; headers: Record<string, string>; body: string }
      }
      expect(url).toBe(ENDPOINT)
      expect(init.method).toBe("POST")
      expect(init.headers).toEqual({
        "content-type": "application/json",
        accept: "application/graphql-response+json, application/json",
        "api-key": "zfv_it's_a_key",
        Authorization: "Bearer <YOUR_ID_TOKEN>",
      })
      expect(JSON.parse(init.body)).toEqual(requestBody(operation))
    }
  })

  it("throws the API's error messages", () => {
    const stub = `globalThis.fetch = async () => ({ json: async () => ({ errors: [{ message: "The API key is not valid." }] }) });\n`
    const result = run("node", ["--input-type=module", "-"], stub + renderSnippet("javascript", simple, ENDPOINT, []))
    expect(result.status).not.toBe(0)
    expect(result.stderr).toContain("The API key is not valid.")
  })
})

describe("Python (requests)", () => {
  // A stand-in for the requests package records what the sample sends.
  const stub = [
    "import json, sys, types",
    "requests = types.ModuleType('requests')",
    "def post(url, json=None, headers=None, timeout=None):",
    "    sys.stdout.write(__import__('json').dumps({'url': url, 'json': json, 'headers': headers, 'timeout': timeout}))",
    "    return types.SimpleNamespace(json=lambda: {'data': {'ok': True}})",
    "requests.post = post",
    "sys.modules['requests'] = requests",
    "import builtins",
    "builtins.print = lambda *args, **kwargs: None",
    "",
  ].join("\n")

  it("is valid Python that sends the body and headers", () => {
    for (const operation of [simple, tricky, { ...simple, operationName: null }]) {
      for (const sent of [[], headers]) {
        const result = run("python3", ["-"], stub + renderSnippet("python", operation, ENDPOINT, sent))
        expect(result.stderr).toBe("")
        const call = JSON.parse(result.stdout) as {
          url: string
          json: unknown
          headers: Record<string, string>
          timeout: number
        }
        expect(call.url).toBe(ENDPOINT)
        expect(call.json).toEqual(requestBody(operation))
        expect(call.headers).toEqual({
          accept: "application/graphql-response+json, application/json",
          ...Object.fromEntries(sent.map((header) => [header.name, header.value])),
        })
        expect(call.timeout).toBe(30)
      }
    }
  })

  it("writes a query that ends in a quote or holds three quotes without breaking the string", () => {
    const query = '{ outletBySlug(slug: """a""") { name } } # ends with "'
    const result = run(
      "python3",
      ["-"],
      stub + renderSnippet("python", { query, variables: null, operationName: null }, ENDPOINT, []),
    )
    expect(result.stderr).toBe("")
    expect((JSON.parse(result.stdout) as { json: { query: string } }).json.query).toBe(query)
  })
})

describe("templates", () => {
  it("put one line per header at the template's header place", () => {
    for (const language of SNIPPET_LANGUAGES) {
      const { lines, headerAt } = snippetTemplate(language, tricky, ENDPOINT)
      const full = renderSnippet(language, tricky, ENDPOINT, headers).split("\n")
      expect(full).toEqual([
        ...lines.slice(0, headerAt),
        headerLine(language, headers[0]),
        headerLine(language, headers[1]),
        ...lines.slice(headerAt),
      ])
      for (const header of headers) expect(headerLine(language, header)).not.toContain("\n")
    }
  })
})
