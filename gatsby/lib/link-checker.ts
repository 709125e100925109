import { isMarkdownLink } from "./remark-doc-links"

/** One HTML page of the built site. */
export interface BuiltPage {
  /** "/docs/access-the-api/" for public/docs/access-the-api/index.html, "/404.html" for public/404.html. */
  route: string
  html: string
  /** The source the page was made from, named in findings (e.g. "content/docs/intro.mdx"). */
  sourceFile?: string | null
}

/** A Markdown file of the built site (a page's .md copy, /llms.txt), whose links are checked too. */
export interface BuiltMarkdownFile {
  /** "/docs/access-the-api.md" */
  path: string
  text: string
}

interface LinkFinding {
  page: string
  sourceFile: string | null
  href: string
  problem: "broken link" | "broken Markdown link" | "broken anchor"
}

interface LinkReport {
  /** Fail the build. */
  errors: LinkFinding[]
  /** Printed, the build goes on. */
  warnings: LinkFinding[]
}

const ORIGIN = "http://site.invalid"

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" }

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === "#") {
      const point = code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10)
      return Number.isFinite(point) ? String.fromCodePoint(point) : whole
    }
    return ENTITIES[code.toLowerCase()] ?? whole
  })
}

/** The HTML without scripts, styles and comments, whose text is not markup. */
function markupOnly(html: string): string {
  return html.replace(/<!--[\s\S]*?-->/g, "").replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, "")
}

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, "i").exec(tag)
  if (!match) return null
  return decodeEntities(match[1] ?? match[2] ?? match[3] ?? "")
}

/** The href of every <a> element, in document order. */
export function extractLinks(html: string): string[] {
  const hrefs: string[] = []
  for (const [tag] of markupOnly(html).matchAll(/<a\b[^>]*>/gi)) {
    const href = attribute(tag, "href")
    if (href !== null) hrefs.push(href)
  }
  return hrefs
}

/** Every id in the page (and the names of <a name> targets), which "#fragment" links may point at. */
export function extractAnchorTargets(html: string): Set<string> {
  const ids = new Set<string>()
  for (const [tag] of markupOnly(html).matchAll(/<[a-z][^>]*>/gi)) {
    const id = attribute(tag, "id")
    if (id) ids.add(id)
    if (/^<a\b/i.test(tag)) {
      const name = attribute(tag, "name")
      if (name) ids.add(name)
    }
  }
  return ids
}

/**
 * The link targets of a Markdown text: inline links and <autolinks>, not
 * what is inside code (fenced blocks and `code`).
 */
export function extractMarkdownLinks(markdown: string): string[] {
  const prose = markdown
    .replace(/^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ {0,3}\1[`~]*[ \t]*$/gm, "")
    .replace(/(`+)[\s\S]*?\1/g, "")
  const links: string[] = []
  for (const match of prose.matchAll(
    /\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)|<((?:https?|mailto):[^>\s]+)>/g,
  ))
    links.push(match[1] ?? match[2])
  return links
}

interface LinkCheckOptions {
  /** Markdown files whose links are checked as well. */
  markdownFiles?: readonly BuiltMarkdownFile[]
  /** The site's public address: a Markdown file's links to it are internal. */
  siteUrl?: string
}

/** A URI component decoded, or left as it is when it is not valid percent-encoding. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** What the links are checked against: the built pages by route, the other served files, and the site's address. */
interface LinkTargets {
  byRoute: ReadonlyMap<string, BuiltPage>
  assets: ReadonlySet<string>
  anchorsOf: (page: BuiltPage) => ReadonlySet<string>
  siteOrigin: string | null
}

/** The links of every page and Markdown file, each with the route it is on and the source file to blame. */
const linkSources = (pages: readonly BuiltPage[], markdownFiles: readonly BuiltMarkdownFile[]) => [
  ...pages.map((page) => ({ route: page.route, sourceFile: page.sourceFile ?? null, hrefs: extractLinks(page.html) })),
  ...markdownFiles.map((file) => ({ route: file.path, sourceFile: null, hrefs: extractMarkdownLinks(file.text) })),
]

/** The page a site path is served by: the route itself, its folder for an index.html, or the route with a slash. */
function pageAt(byRoute: LinkTargets["byRoute"], pathname: string): BuiltPage | undefined {
  const indexPath = pathname.endsWith("/index.html") ? pathname.slice(0, -"index.html".length) : null
  return byRoute.get(pathname) ?? (indexPath ? byRoute.get(indexPath) : undefined) ?? byRoute.get(`${pathname}/`)
}

/**
 * What is wrong with one link on `route`, and whether it is an error or a warning; null for a link that is fine or
 * leaves the site.
 */
function linkProblem(
  href: string,
  route: string,
  { byRoute, assets, anchorsOf, siteOrigin }: LinkTargets,
): { problem: LinkFinding["problem"]; severity: "errors" | "warnings" } | null {
  let url: URL
  try {
    url = new URL(href, ORIGIN + route)
    // In a Markdown copy, the site's own address (GATSBY_SITE_URL) is this site.
    if (siteOrigin && url.origin === siteOrigin) url = new URL(url.pathname + url.search + url.hash, ORIGIN)
  } catch {
    return { problem: "broken link", severity: "errors" }
  }
  if (url.origin !== ORIGIN) return null
  const pathname = decoded(url.pathname)
  // A link to a doc's source file that was not turned into its page; a built Markdown copy is fine.
  if (isMarkdownLink(href) && !assets.has(pathname)) return { problem: "broken Markdown link", severity: "warnings" }
  const target = pageAt(byRoute, pathname)
  if (!target && !assets.has(pathname)) return { problem: "broken link", severity: "errors" }
  const fragment = url.hash.slice(1)
  if (target && fragment && !anchorsOf(target).has(decoded(fragment))) {
    return { problem: "broken anchor", severity: "warnings" }
  }
  return null
}

/** The ids a page's links can land on, read from its HTML once per page. */
function anchorReader(): (page: BuiltPage) => Set<string> {
  const anchorCache = new Map<string, Set<string>>()
  return (page) => {
    let ids = anchorCache.get(page.route)
    if (!ids) {
      ids = extractAnchorTargets(page.html)
      anchorCache.set(page.route, ids)
    }
    return ids
  }
}

/**
 * Checks every internal link of the built site. The spec requires that "broken
 * links fail the build; broken markdown links, anchors and duplicate routes only
 * warn": a link to a page or file that does not exist is an error; a Markdown
 * link that was not resolved to a doc, and a "#fragment" with no such id on its
 * page, are warnings.
 * `assets` holds the paths of every other file that is served ("/schema.graphql").
 * The links of the Markdown copies and /llms.txt (`options.markdownFiles`)
 * are checked the same way; there, an address on `options.siteUrl` is internal.
 */
export function checkLinks(
  pages: readonly BuiltPage[],
  assets: ReadonlySet<string>,
  options: LinkCheckOptions = {},
): LinkReport {
  const targets: LinkTargets = {
    byRoute: new Map(pages.map((page) => [page.route, page])),
    assets,
    anchorsOf: anchorReader(),
    siteOrigin: options.siteUrl ? new URL(options.siteUrl).origin : null,
  }
  const report: LinkReport = { errors: [], warnings: [] }
  for (const page of linkSources(pages, options.markdownFiles ?? [])) {
    for (const href of new Set(page.hrefs)) {
      if (href === "" || href === "#") continue
      const found = linkProblem(href, page.route, targets)
      if (found)
        report[found.severity].push({ page: page.route, sourceFile: page.sourceFile, href, problem: found.problem })
    }
  }
  return report
}

/** One line per finding: "/docs/intro/ (content/docs/intro.mdx): broken link -> /docs/nope/". */
export function formatFindings(findings: readonly LinkFinding[]): string {
  return findings
    .map((f) => `  ${f.page}${f.sourceFile ? ` (${f.sourceFile})` : ""}: ${f.problem} -> ${f.href}`)
    .join("\n")
}

/**
 * With a foreign schema (the reference bench), the docs' links to our
 * schema's types cannot resolve: those broken links become warnings, as the
 * docs' examples go unchecked then. Every other broken link still fails.
 */
export function withForeignSchema(report: LinkReport, referenceRoute: string, siteUrl?: string): LinkReport {
  const intoReference = (href: string) => {
    try {
      const url = new URL(href, ORIGIN)
      return (
        (url.origin === ORIGIN || (siteUrl !== undefined && url.origin === new URL(siteUrl).origin)) &&
        url.pathname.startsWith(referenceRoute)
      )
    } catch {
      return false
    }
  }
  return {
    errors: report.errors.filter((finding) => !intoReference(finding.href)),
    warnings: [...report.warnings, ...report.errors.filter((finding) => intoReference(finding.href))],
  }
}
