import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { parseSearchRecordsFile, SEARCH_RECORDS_PATH } from "../../core/agent-files"
import { isUnlistedRoute, WRITERS_FEEDBACK_ROUTE } from "../../core/routes"
import type { SchemaReference } from "../../schema/reference"
import { buildSearchIndex } from "../build-search-index"

jest.setTimeout(60_000)

/** A built page as the site's layout writes it: the main landmark is what the search reads. */
const page = (title: string, searchable: boolean) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body>` +
  `<main${searchable ? ' data-pagefind-body=""' : ""}><h1>${title}</h1><p>Share of No, statuses and comments.</p></main>` +
  "</body></html>"

describe("the writers' pages are in no search", () => {
  it("isUnlistedRoute: the writers' pages, and nothing else", () => {
    expect(isUnlistedRoute(WRITERS_FEEDBACK_ROUTE)).toBe(true)
    expect(isUnlistedRoute("/writers/")).toBe(true)
    expect(isUnlistedRoute("/docs/writers/")).toBe(false)
    expect(isUnlistedRoute("/docs/access-the-api/")).toBe(false)
  })

  it("the build's search records and index leave out /writers/, even a page that marks its body as searchable", async () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "zfv-unlisted-"))
    try {
      for (const [route, title] of [
        ["/docs/feedback-guide/", "Feedback guide"],
        [WRITERS_FEEDBACK_ROUTE, "Feedback report"],
      ]) {
        fs.mkdirSync(path.join(publicDir, route), { recursive: true })
        fs.writeFileSync(path.join(publicDir, route, "index.html"), page(title, true))
      }
      const reference = { types: [], deprecations: [] } as unknown as SchemaReference
      await buildSearchIndex(publicDir, reference)
      const file = parseSearchRecordsFile(
        JSON.parse(fs.readFileSync(path.join(publicDir, SEARCH_RECORDS_PATH), "utf8")),
      )
      const urls = file.records.map((record) => record.url)
      expect(urls).toContain("/docs/feedback-guide/")
      expect(urls.filter((url) => url.startsWith("/writers/"))).toEqual([])
    } finally {
      fs.rmSync(publicDir, { recursive: true, force: true })
    }
  })
})
