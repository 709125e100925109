import fs from "node:fs/promises"
import path from "node:path"
import { unreadCustomMedia } from "./lib/custom-media"
import { currentAssets } from "./lib/stale-assets"

/** This build's stylesheets whose "@media (--name)" was never expanded, named with their queries; null when none. */
export async function unreadMediaProblem(publicDir: string): Promise<string | null> {
  const stats = JSON.parse(await fs.readFile(path.join(publicDir, "webpack.stats.json"), "utf8")) as Parameters<
    typeof currentAssets
  >[0]
  // Only this build's files: public/ keeps earlier builds' hashed files.
  const stylesheets = [...currentAssets(stats)].filter((asset) => asset.endsWith(".css"))
  const problems: string[] = []
  for (const asset of stylesheets) {
    const queries = unreadCustomMedia(await fs.readFile(path.join(publicDir, asset), "utf8"))
    if (queries.length) problems.push(`public${asset}: @media ${[...new Set(queries)].join(", @media ")}`)
  }
  return problems.length
    ? `Custom media reached the built stylesheets unexpanded, so browsers ignore those rules (a stylesheet that is ` +
        `only composed from another skips the custom-media step; use a global class or write the rule in the ` +
        `component's own stylesheet):\n${problems.join("\n")}`
    : null
}
