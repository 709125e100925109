/**
 * A page must load the stylesheet and scripts of the build that wrote it.
 * Old hashed files stay in public/ between builds, so a page left over from
 * an earlier build still "works", with the old styles or a page chunk that
 * does not fit the new runtime. This lists what a page's HTML loads that the
 * current build did not produce.
 */
import { isHashedFile } from "./hashed-files"

/** Every file webpack produced for the browser, from public/webpack.stats.json. */
export function currentAssets(stats: {
  assetsByChunkName?: Record<string, string | string[]>
  namedChunkGroups?: Record<string, { assets?: { name: string }[] }>
}): Set<string> {
  const assets = new Set<string>()
  for (const files of Object.values(stats.assetsByChunkName ?? {}))
    for (const file of [files].flat()) assets.add(`/${file}`)
  for (const group of Object.values(stats.namedChunkGroups ?? {}))
    for (const asset of group.assets ?? []) assets.add(`/${asset.name}`)
  return assets
}

/** The hashed stylesheets and scripts a page loads (src and href) that are not in `current`. */
export function staleAssetReferences(html: string, current: ReadonlySet<string>): string[] {
  const stale = new Set<string>()
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*?\s(?:src|href)="([^"]+)"/g)) {
    const url = match[1]
    if (isHashedFile(url) && !current.has(url)) stale.add(url)
  }
  return [...stale]
}
