import { HTMLElement, TextNode, parse, type Node } from "node-html-parser"
import type { SearchRecordsFile, SearchRecordsFileRecord } from "../../core/agent-files"
import { escapeHtml, htmlToText } from "../../core/html-text"
import { kindInfo } from "../../core/schema-kinds"
import { SEARCH_META, type SearchKind } from "../../core/search-results"
import type { ArgumentRecord, SchemaReference, TypeRecord } from "../../schema/reference"

/**
 * The search index's records: one per place a reader can land on. A guide
 * gives its page top and one record per h2/h3 section; the schema gives one
 * per type, root operation, field, argument, input field and enum value, each
 * landing on its own row. Pure functions: the build (gatsby/build-search-index.ts)
 * hands every record to Pagefind as a small HTML document, which is how a
 * record gets weights (data-pagefind-weight) and meta (data-pagefind-meta);
 * Pagefind's custom records take plain text with one weight for all of it.
 */

/** One piece of a record's indexed text; weight as data-pagefind-weight (0 to 10, 1 is body text). */
interface WeightedText {
  text: string
  weight: number
}

export interface SearchRecord {
  /** Where the result lands: a page, or a page and its row's or heading's #id. */
  url: string
  kind: SearchKind
  /** The name as shown: "Dish.allergens", "Query.dishes(first:)", "Connections and cursor pagination". */
  name: string
  /** The words a title match weighs: a schema entry's own name split into words ("menu Categories"), a heading. */
  title: string
  /** The page a section is on, shown as context; schema entries derive theirs from their name. */
  page?: string
  /** A schema member's type as written in SDL, with an argument's default: "[Allergen!]!", "Int = 20". */
  type?: string
  deprecated?: boolean
  /** A deprecated member's announced removal date, YYYY-MM-DD (the reason's "Removal on …"). */
  removalDate?: string
  /** Connection, edge and other plumbing types and their members rank below everything else. */
  helper?: boolean
  /** The indexed text: either weighted pieces (schema) or a fragment of the built page (guides). */
  content: { weighted: WeightedText[] } | { html: string }
}

/**
 * Weights of a schema record's text. The name counts through the title
 * (Pagefind's meta weights, see src/lib/browser/pagefind.ts); the text holds the
 * description, then the qualified name, so "Dish.allergens" typed whole
 * finds its row. Helper types and deprecated members weigh less, so the main
 * types and current fields come first for the same words.
 */
const SCHEMA_WEIGHTS = { description: 1, coordinate: 2, name: 3 } as const
const HELPER_FACTOR = 0.3
const DEPRECATED_FACTOR = 0.6

/** Pagination plumbing: connections, their edges and PageInfo, and the built-in scalars. */
export function isHelperType(type: Pick<TypeRecord, "name" | "builtIn">): boolean {
  return type.builtIn || /.(Connection|Edge)$/.test(type.name) || type.name === "PageInfo"
}

/** A GraphQL name as words: "menuCategories" -> "menu Categories", "GLUTEN_FREE" -> "GLUTEN FREE". */
export function nameWords(name: string): string {
  return name
    .replace(/_+/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .trim()
}

function weighted(parts: (WeightedText | null)[], factor: number): { weighted: WeightedText[] } {
  return {
    weighted: parts
      .filter((part): part is WeightedText => part !== null && part.text.trim() !== "")
      .map((part) => ({ text: part.text, weight: Math.round(part.weight * factor * 10) / 10 })),
  }
}

const description = (html: string | null | undefined): WeightedText | null =>
  html ? { text: htmlToText(html), weight: SCHEMA_WEIGHTS.description } : null

/** What a member's record is made of, as fields, arguments, input fields and enum values all have it. */
type MemberFields = Pick<ArgumentRecord, "name" | "descriptionHtml" | "deprecationReasonHtml">

/** Every record of the schema reference: types, root operations, fields, arguments, input fields, enum values. */
export function schemaSearchRecords(reference: SchemaReference): SearchRecord[] {
  const records: SearchRecord[] = []
  const removalDates = new Map(reference.deprecations.map((item) => [item.coordinate, item.removalDate]))
  for (const type of reference.types) {
    const helper = isHelperType(type)
    const operation = type.kind === "query" || type.kind === "mutation" || type.kind === "subscription"
    const factor = helper ? HELPER_FACTOR : 1
    if (!operation) {
      records.push({
        url: type.route,
        kind: type.builtIn ? "Scalar" : (kindInfo(type.kind).singular as SearchKind),
        name: type.name,
        title: nameWords(type.name),
        helper: helper || undefined,
        content: weighted(
          [description(type.descriptionHtml), { text: type.name, weight: SCHEMA_WEIGHTS.name }],
          factor,
        ),
      })
    }
    // A field, argument, input field or enum value, landing on its row (#anchor).
    const member = (
      { name, descriptionHtml, deprecationReasonHtml }: MemberFields,
      anchor: string,
      kind: SearchKind,
      typeText: string | undefined,
      coordinate = `${type.name}.${name}`,
    ): SearchRecord => {
      const deprecated = deprecationReasonHtml !== null
      return {
        url: `${type.route}#${anchor}`,
        kind,
        name: coordinate,
        title: nameWords(name),
        type: typeText,
        deprecated: deprecated || undefined,
        removalDate: (deprecated && removalDates.get(coordinate)) || undefined,
        helper: helper || undefined,
        content: weighted(
          [
            description(descriptionHtml),
            { text: coordinate, weight: SCHEMA_WEIGHTS.coordinate },
            { text: name, weight: SCHEMA_WEIGHTS.name },
          ],
          factor * (deprecated ? DEPRECATED_FACTOR : 1),
        ),
      }
    }
    const withDefault = (arg: ArgumentRecord) =>
      `${arg.type.display}${arg.defaultValue !== null ? ` = ${arg.defaultValue}` : ""}`
    for (const field of type.fieldDefinitions) {
      const kind: SearchKind = operation ? (kindInfo(type.kind).singular as SearchKind) : "Field"
      records.push(member(field, field.name, kind, field.type.display))
      for (const arg of field.args) {
        records.push(member(arg, arg.anchor, "Argument", withDefault(arg), `${type.name}.${field.name}(${arg.name}:)`))
      }
    }
    for (const field of type.inputFields) records.push(member(field, field.anchor, "Input field", withDefault(field)))
    for (const value of type.enumValues) records.push(member(value, value.name, "Enum value", undefined))
  }
  return records
}

const SECTION_HEADING = "h2[id], h3[id]"
/** A page's description weighs like a subheading: it is the writer's own summary of the page. */
const PAGE_DESCRIPTION_WEIGHT = 2

/** A heading's text without its "#" link and other parts the index ignores. */
function headingText(heading: HTMLElement): string {
  const copy = parse(heading.outerHTML).firstChild as HTMLElement
  for (const ignored of copy.querySelectorAll("[data-pagefind-ignore]")) ignored.remove()
  return copy.text.replace(/\s+/g, " ").trim()
}

/** Whether a node is a section's heading or holds one: where the section before it ends. */
function containsSection(node: Node): boolean {
  if (!(node instanceof HTMLElement)) return false
  if (["H2", "H3"].includes(node.tagName) && node.getAttribute("id")) return true
  return node.querySelector(SECTION_HEADING) !== null
}

/**
 * A built page as records: its top (title and what precedes the first
 * section) and each h2/h3 section with an id, from its heading to the next.
 * Only what Pagefind would index (the data-pagefind-body element) counts; a
 * page without one gives no records.
 */
export function pageSearchRecords(html: string, url: string): SearchRecord[] {
  const root = parse(html)
  const body = root.querySelector("[data-pagefind-body]")
  if (!body) return []
  const h1 = body.querySelector("h1")
  const title = (h1 ? headingText(h1) : "") || root.querySelector("title")?.text.trim() || url
  const sections: SearchRecord[] = []
  for (const heading of body.querySelectorAll(SECTION_HEADING)) {
    const siblings = heading.parentNode.childNodes
    const nodes: Node[] = [heading]
    for (let at = siblings.indexOf(heading) + 1; at < siblings.length && !containsSection(siblings[at]); at++)
      nodes.push(siblings[at])
    const name = headingText(heading)
    sections.push({
      url: `${url}#${heading.getAttribute("id")}`,
      kind: "Section",
      name,
      title: name,
      page: title,
      content: { html: nodes.map((node) => node.toString()).join("") },
    })
    for (const node of nodes) node.remove()
  }
  // The page's description (a doc's front matter) says what the whole page is about, so its top is found by it.
  const summary = root.querySelector('meta[name="description"]')?.getAttribute("content")?.trim()
  const lead = summary ? `<p data-pagefind-weight="${PAGE_DESCRIPTION_WEIGHT}">${escapeHtml(summary)}</p>` : ""
  return [{ url, kind: "Guide", name: title, title, content: { html: lead + body.innerHTML } }, ...sections]
}

/** The record's flags as the meta says them: "deprecated", "helper", both, or "". */
const recordFlags = (record: SearchRecord) =>
  [record.deprecated ? "deprecated" : "", record.helper ? "helper" : ""].filter(Boolean).join(" ")

const attribute = (text: string) => escapeHtml(text).replace(/"/g, "&quot;")

/**
 * A record as the HTML document Pagefind indexes: the indexed text in the
 * body, the meta the dialog shows in data attributes outside it. Pagefind
 * indexes meta words too, so only what the dialog needs is meta, and what
 * it can work out (a member's page from its name) is not.
 */
export function recordHtml(record: SearchRecord): string {
  const flags = recordFlags(record)
  const meta: Record<string, string | undefined> = {
    [SEARCH_META.title]: record.title,
    [SEARCH_META.name]: record.name === record.title ? undefined : record.name,
    [SEARCH_META.kind]: record.kind,
    [SEARCH_META.page]: record.page,
    [SEARCH_META.type]: record.type,
    [SEARCH_META.flags]: flags || undefined,
    [SEARCH_META.removal]: record.removalDate,
  }
  const present = Object.entries(meta).filter((entry): entry is [string, string] => entry[1] !== undefined)
  const metaElement = `<div data-pagefind-ignore="" data-pagefind-meta="${present
    .map(([key]) => `${key}[data-${key}]`)
    .join(", ")}" ${present.map(([key, value]) => `data-${key}="${attribute(value)}"`).join(" ")}></div>`
  const body =
    "html" in record.content
      ? record.content.html
      : record.content.weighted
          .map((part) => `<p data-pagefind-weight="${part.weight}">${escapeHtml(part.text)}</p>`)
          .join("")
  return `<!doctype html><html lang="en"><head></head><body><div data-pagefind-body="">${body}</div>${metaElement}</body></html>`
}

/** Pagefind's default weights of headings; other text weighs 1 unless an element says data-pagefind-weight. */
const HEADING_WEIGHTS: Readonly<Record<string, number>> = { H1: 7, H2: 6, H3: 5, H4: 4, H5: 3, H6: 2 }
const SKIPPED_TAGS = new Set(["SCRIPT", "STYLE", "TEMPLATE"])

/**
 * A record's indexed text as weighted pieces, as Pagefind reads it: a
 * schema record's pieces as they are; a guide's HTML without what
 * data-pagefind-ignore leaves out, each text with its heading's or its
 * element's data-pagefind-weight. Neighbouring pieces of one weight merge.
 */
function recordText(record: SearchRecord): WeightedText[] {
  if ("weighted" in record.content) return record.content.weighted
  const pieces: WeightedText[] = []
  const add = (text: string, weight: number) => {
    const last = pieces[pieces.length - 1]
    if (last && last.weight === weight) last.text += text
    else pieces.push({ text, weight })
  }
  const walk = (node: Node, weight: number) => {
    if (node instanceof TextNode) add(node.text, weight)
    else if (node instanceof HTMLElement) {
      if (node.hasAttribute("data-pagefind-ignore") || SKIPPED_TAGS.has(node.tagName)) return
      const own = node.getAttribute("data-pagefind-weight")
      const inner = own !== undefined && own !== "" ? Number(own) : (HEADING_WEIGHTS[node.tagName] ?? weight)
      // A block's text is a word of its own: "<h2>Errors</h2><p>A call" is not "ErrorsA call".
      add(" ", weight)
      for (const child of node.childNodes) walk(child, inner)
      add(" ", weight)
    }
  }
  // A <pre>'s highlighted code is markup too (node-html-parser keeps a <pre> as raw text by default).
  walk(parse(record.content.html, { blockTextElements: { script: true, noscript: true, style: true } }), 1)
  return pieces
    .map((piece) => ({ text: piece.text.replace(/\s+/g, " ").trim(), weight: piece.weight }))
    .filter((piece) => piece.text !== "")
}

/**
 * The records as the file the build publishes for tools (SEARCH_RECORDS_PATH):
 * the same records, meta and weights the Pagefind index gets, as JSON, so a
 * program (the MCP server) can rank them by the site's rules without
 * Pagefind's browser code.
 */
export function searchRecordsFile(records: readonly SearchRecord[]): SearchRecordsFile {
  return {
    version: 1,
    records: records.map((record): SearchRecordsFileRecord => {
      const flags = recordFlags(record)
      return {
        url: record.url,
        kind: record.kind,
        title: record.title,
        ...(record.name !== record.title ? { name: record.name } : {}),
        ...(record.page ? { page: record.page } : {}),
        ...(record.type ? { type: record.type } : {}),
        ...(flags ? { flags } : {}),
        text: recordText(record).map((piece): [string, number] => [piece.text, piece.weight]),
      }
    }),
  }
}
