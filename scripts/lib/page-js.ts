/**
 * The JS a first-time reader's browser downloads for a page of the build,
 * worked out from the build's own files instead of a browser: the scripts its
 * HTML names (chunk map, runtime, framework, app) and the chunks of its page
 * component, as webpack.stats.json groups them (the app loads those before it
 * renders). scripts/bench-page-js.ts prints it for every page.
 */
/** The most JS (gzip KB) a first visit to a docs page should download. */
export const DOCS_PAGE_JS_BUDGET_KB = 100

export interface ChunkGroups {
  namedChunkGroups: Record<string, { assets: { name: string }[] }>
}

/** The script paths (as the HTML writes them, from the site's root) of a page's `<script src>` tags. */
export function htmlScripts(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+\.js)"/g)].map((match) => match[1])
}

/** The JS files of a first visit to a page: its HTML's scripts, then its component's chunks, each once. */
export function firstVisitScripts(html: string, stats: ChunkGroups, componentChunkName: string): string[] {
  const group = stats.namedChunkGroups[componentChunkName]
  if (!group) throw new Error(`webpack.stats.json has no chunk group ${componentChunkName}`)
  const chunks = group.assets.map((asset) => asset.name).filter((name) => name.endsWith(".js"))
  return [...new Set([...htmlScripts(html), ...chunks])]
}

export interface PageJs {
  route: string
  kb: number
}

/** The pages over the budget, then those within `margin` KB of it, largest first. */
export function budgetReport(pages: PageJs[], budgetKb: number, marginKb: number) {
  const sorted = [...pages].sort((a, b) => b.kb - a.kb)
  return {
    over: sorted.filter((page) => page.kb > budgetKb),
    near: sorted.filter((page) => page.kb <= budgetKb && page.kb > budgetKb - marginKb),
    largest: sorted[0] ?? null,
  }
}
