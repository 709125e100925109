import fs from "node:fs/promises"
import path from "node:path"
import { externalizeChunkMapping, isChunkMappingFile } from "./lib/chunk-mapping"
import { builtHtmlPages } from "./check-links"

/**
 * First step after the pages are written: every page's inline chunk map
 * moves into one hashed file (gatsby/lib/chunk-mapping.ts). Before the
 * Content-Security-Policy, which then has one inline script less to allow.
 */
export async function externalizeChunkMappings(publicDir: string): Promise<string> {
  const files = new Map<string, string>()
  let moved = 0
  let bytes = 0
  for (const page of await builtHtmlPages(publicDir)) {
    const before = await fs.readFile(path.join(publicDir, page), "utf8")
    const { html, file } = externalizeChunkMapping(before)
    if (!file) continue
    files.set(file.path, file.body)
    await fs.writeFile(path.join(publicDir, page), html)
    moved++
    bytes += Buffer.byteLength(before) - Buffer.byteLength(html)
  }
  for (const [file, body] of files) await fs.writeFile(path.join(publicDir, file), body)
  if (files.size > 0) {
    // An earlier build's map (a build into the same public/ keeps old files).
    for (const entry of await fs.readdir(publicDir))
      if (isChunkMappingFile(entry) && !files.has(`/${entry}`)) await fs.rm(path.join(publicDir, entry))
  }
  return `Chunk map: ${[...files.keys()].join(", ") || "already a file"}; moved out of ${moved} page(s), ${(bytes / 1e6).toFixed(1)} MB less HTML`
}
