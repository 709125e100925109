import { XMLParser, XMLValidator } from "fast-xml-parser"
import { schemaFeed, xmlText } from "../schema-feed"
import type { ChangelogRelease } from "../../../schema/changes"

const change = (criticality: "BREAKING" | "DANGEROUS" | "NON_BREAKING", messageHtml: string, href: string | null) => ({
  criticality,
  messageHtml,
  message: messageHtml,
  reason: null,
  path: null,
  href,
})

const changelog: ChangelogRelease[] = [
  {
    version: "unreleased",
    title: "Unreleased",
    previous: "2026-11-16",
    breaking: [],
    dangerous: [],
    safe: [change("NON_BREAKING", "Field <code>tags</code> was added", null)],
  },
  {
    version: "2026-11-16",
    title: "2026-11-16",
    previous: "2026-10-01",
    breaking: [
      change("BREAKING", "Field <code>phone</code> was removed & gone", "/docs/graphql-schema/objects/outlet/"),
    ],
    dangerous: [change("DANGEROUS", "Enum value <code>CAFE</code> was added", null)],
    safe: [change("NON_BREAKING", "Field <code>price</code> was added", "/docs/graphql-schema/objects/dish/#price")],
  },
  { version: "2026-10-01", title: "2026-10-01", previous: null, breaking: [], dangerous: [], safe: [] },
]

interface AtomEntry {
  id: string
  title: string
  updated: string
  link: { "@_href": string }
  content: { "#text": string; "@_type": string }
}

function parse(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true)
  const parsed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "entry" }).parse(xml) as {
    feed: {
      "@_xmlns": string
      id: string
      title: string
      updated: string
      author: { name: string }
      entry: AtomEntry[]
    }
  }
  return parsed.feed
}

describe("schemaFeed", () => {
  it("is well-formed Atom with one entry per release, newest first, each listing its changes by criticality", () => {
    const feed = parse(
      schemaFeed({ siteUrl: "https://docs.example.ch/", changelog, now: new Date("2026-11-25T10:00:00Z") }),
    )
    expect(feed["@_xmlns"]).toBe("http://www.w3.org/2005/Atom")
    expect(feed.id).toBe("https://docs.example.ch/docs/graphql-schema/changelog/feed.xml")
    expect(feed.updated).toBe("2026-11-16T00:00:00Z")
    expect(feed.author.name).toBe("ZFV")
    // Unreleased changes are not a release: no entry.
    expect(feed.entry.map((entry) => [entry.title, entry.updated, entry.link["@_href"]])).toEqual([
      [
        "Schema release 2026-11-16: 1 breaking, 1 dangerous, 1 safe changes since 2026-10-01",
        "2026-11-16T00:00:00Z",
        "https://docs.example.ch/docs/graphql-schema/changelog/#release-2026-11-16",
      ],
      [
        "Schema release 2026-10-01: the first release",
        "2026-10-01T00:00:00Z",
        "https://docs.example.ch/docs/graphql-schema/changelog/#release-2026-10-01",
      ],
    ])
    const content = feed.entry[0].content
    expect(content["@_type"]).toBe("html")
    // The entry's HTML comes back as it was written, links made absolute.
    expect(content["#text"]).toContain(
      '<h3>Breaking changes (1)</h3><ul><li><a href="https://docs.example.ch/docs/graphql-schema/objects/outlet/">' +
        "Field <code>phone</code> was removed & gone</a></li></ul>",
    )
    expect(content["#text"]).toContain(
      "<h3>Dangerous changes (1)</h3><ul><li>Enum value <code>CAFE</code> was added</li></ul>",
    )
    expect(content["#text"]).toContain("<h3>Safe changes (1)</h3>")
  })

  it("has no entry, and the build's time as updated, before the first release", () => {
    const feed = parse(
      schemaFeed({ siteUrl: "https://docs.example.ch", changelog: [], now: new Date("2026-11-25T10:00:00Z") }),
    )
    expect(feed.updated).toBe("2026-11-25T10:00:00.000Z")
    expect(feed.entry ?? []).toEqual([])
  })
})

describe("xmlText", () => {
  it("escapes markup and quotes and drops characters XML forbids", () => {
    expect(xmlText(`a < b & "c" > d\u0001`)).toBe("a &lt; b &amp; &quot;c&quot; &gt; d")
  })
})
