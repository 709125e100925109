import { createHash } from "node:crypto"
import { contentHashPart, isHashedFile } from "./hashed-files"

/**
 * Gatsby writes its map of every page component's JS chunks
 * (`window.___chunkMapping=…`) inline into every page's HTML; it grows with
 * the number of page components, a large schema's reference repeats the same
 * text on every page, and a reader downloads it again with each page (sizes
 * in docs/benchmarks.md). The build moves it into one file named by the hash
 * of its text, which the host caches as immutable (its name is a hashed
 * file's, gatsby/lib/hashed-files.ts). The page loads it with a plain <script src>,
 * not async, where the inline script stood: before Gatsby's async scripts,
 * so the map is set before the app reads it.
 */

/** The file the map moves to: its address under the site root and its text. */
interface ChunkMappingFile {
  path: string
  body: string
}

const INLINE_MAP = /<script\s+id="gatsby-chunk-mapping"\s*>([\s\S]*?)<\/script\s*>/

/** `/chunk-map-<hash>.js`: a new map gets a new name, so a cached old one is never used for it. */
export function chunkMappingFilePath(body: string): string {
  return `/chunk-map-${contentHashPart(createHash("sha256").update(body).digest("hex"))}.js`
}

/** Whether a file name at the site root is a chunk map file, this build's or an earlier one's. */
export const isChunkMappingFile = (name: string) => /^chunk-map-[0-9a-f]+\.js$/.test(name) && isHashedFile(`/${name}`)

/** A page's HTML with its inline chunk map loaded from a file instead, and that file (null when the page has no inline map). */
export function externalizeChunkMapping(html: string): { html: string; file: ChunkMappingFile | null } {
  const match = INLINE_MAP.exec(html)
  if (!match) return { html, file: null }
  const body = match[1].trim()
  const file = { path: chunkMappingFilePath(body), body }
  const script = `<script id="gatsby-chunk-mapping" src="${file.path}"></script>`
  return { html: html.slice(0, match.index) + script + html.slice(match.index + match[0].length), file }
}
