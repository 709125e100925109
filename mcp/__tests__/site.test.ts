import { AGENT_MANIFEST_PATH } from "../../core/agent-files"
import { createSite } from "../src/site"

const MANIFEST = {
  apiUrl: "https://api.example/graphql",
  schema: "/schema.graphql",
  searchRecords: "/search-records.json",
  llmsTxt: "/llms.txt",
}

/** A docs site whose every answer the test gives in turn: a thrown error (unreachable) or a JSON body. */
function siteAnswering(...answers: (Error | object)[]) {
  const fetch = jest.fn(async (url: string) => {
    const answer = answers.shift()
    if (!answer) throw new Error(`no answer left for ${url}`)
    if (answer instanceof Error) throw answer
    return new Response(JSON.stringify(answer), { status: 200 })
  })
  return { site: createSite("http://localhost:9000", { fetch: fetch as unknown as typeof globalThis.fetch }), fetch }
}

describe("the MCP server's view of the docs site", () => {
  it("reads the manifest once and keeps it", async () => {
    const { site, fetch } = siteAnswering(MANIFEST)
    const [first, second] = await Promise.all([site.manifest(), site.manifest()])
    expect(first).toEqual(MANIFEST)
    expect(second).toBe(first)
    await expect(site.apiUrl()).resolves.toBe(MANIFEST.apiUrl)
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([`http://localhost:9000${AGENT_MANIFEST_PATH}`])
  })

  it("forgets a site that could not be reached, so the next call asks again (it may have started since)", async () => {
    const { site, fetch } = siteAnswering(new TypeError("fetch failed"), MANIFEST)
    await expect(site.apiUrl()).rejects.toThrow(/^The docs site http:\/\/localhost:9000 could not be reached/)
    await expect(site.apiUrl()).resolves.toBe(MANIFEST.apiUrl)
    expect(fetch).toHaveBeenCalledTimes(2)
  })
})
