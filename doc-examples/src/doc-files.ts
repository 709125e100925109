import fs from "node:fs"
import path from "node:path"

/** Where the docs are; docs:responses and docs:check-live read every doc under it. */
export const DOCS_DIR = "content/docs"

/** Every doc file under `dir`, in name order. */
export function docFiles(dir = DOCS_DIR): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) =>
      path.posix.join(path.relative(process.cwd(), entry.parentPath).split(path.sep).join("/"), entry.name),
    )
    .sort()
}
