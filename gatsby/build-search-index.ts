import { execFile } from "node:child_process"
import fs from "node:fs/promises"
import path from "node:path"
import { promisify } from "node:util"

const PAGEFIND_CLI = "node_modules/pagefind/lib/runner/bin.cjs"

/**
 * Builds the Pagefind search index of the built site into public/pagefind/.
 * It runs inside `gatsby build` (onPostBuild), so every build — npm start,
 * npm run build, npm test — ships a working search; there is no second step
 * to forget. The old index is removed first, so stale fragments never pile up.
 */
export async function buildSearchIndex(publicDir: string): Promise<void> {
  await fs.rm(path.join(publicDir, "pagefind"), { recursive: true, force: true })
  try {
    await promisify(execFile)(
      process.execPath,
      [path.resolve(PAGEFIND_CLI), "--site", publicDir, "--glob", "**/index.html", "--quiet"],
      { maxBuffer: 16 * 1024 * 1024 },
    )
  } catch (error) {
    const output =
      error && typeof error === "object" && "stderr" in error ? String((error as { stderr: unknown }).stderr) : ""
    throw new Error(
      `The search index (Pagefind) could not be built: ${error instanceof Error ? error.message : String(error)}\n${output}`,
      { cause: error },
    )
  }
}
