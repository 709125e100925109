import fs from "node:fs/promises"
import path from "node:path"
import { builtHtmlPages, routeOfHtmlFile } from "./check-links"
import { currentAssets, staleAssetReferences } from "./lib/stale-assets"
import { isChunkMappingFile } from "./lib/chunk-mapping"

/**
 * Fails (with a message) when a page of public/ loads a stylesheet or script
 * the current build did not produce: a page left over from an earlier build
 * (gatsby/lib/stale-assets.ts). Returns null when every page is current.
 */
export async function stalePagesProblem(publicDir: string): Promise<string | null> {
  const stats = JSON.parse(await fs.readFile(path.join(publicDir, "webpack.stats.json"), "utf8")) as Parameters<
    typeof currentAssets
  >[0]
  const current = currentAssets(stats)
  for (const file of await fs.readdir(publicDir)) if (isChunkMappingFile(file)) current.add(`/${file}`)
  const stale: string[] = []
  for (const page of await builtHtmlPages(publicDir)) {
    const references = staleAssetReferences(await fs.readFile(path.join(publicDir, page), "utf8"), current)
    if (references.length > 0) stale.push(`${routeOfHtmlFile(page)} loads ${references.join(", ")}`)
  }
  if (stale.length === 0) return null
  return (
    `${stale.length} page(s) load files this build did not produce: their HTML is from an earlier ` +
    `build. Run "npm run clean" and build again.\n${stale.slice(0, 5).join("\n")}`
  )
}
