import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { ROOT } from "../harness/services"

/**
 * The project's own files, as git knows them (tracked, and new ones not ignored): what the benches' scratch copy holds
 * (bench/lib/scratch-build.ts) and the import-graph and function-length tests read, so none drifts from the project
 * as a hand-kept list did. Files of 4 MiB and more are never needed by a build.
 */
export function projectFiles(root = ROOT): string[] {
  const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  })
  return [...new Set(listed.split("\0").filter(Boolean))].filter((file) => fs.existsSync(path.join(root, file)))
}
