import fs from "node:fs/promises"
import path from "node:path"
import { TYPESCRIPT_SAMPLES_DIR } from "./lib/example-html"
import { unreferencedSampleFiles } from "./lib/typescript-sample-files"

/**
 * Removes the TypeScript sample files (gatsby/lib/example-html.ts) that no page of this build points at: each build
 * writes its docs' samples under new names when they change, and a page whose query Gatsby took from its cache still
 * points at the file an earlier build wrote, so the files a build keeps are the ones its pages' data names.
 */
export async function pruneTypeScriptSamples(publicDir: string): Promise<string> {
  const dir = path.join(publicDir, TYPESCRIPT_SAMPLES_DIR)
  const files = await fs.readdir(dir).catch(() => [] as string[])
  if (files.length === 0) return "TypeScript samples: none"
  const pageData: string[] = []
  const walk = async (folder: string) => {
    const entries = await fs.readdir(folder, { withFileTypes: true }).catch(() => [])
    for (const entry of entries) {
      const full = path.join(folder, entry.name)
      if (entry.isDirectory()) await walk(full)
      else if (entry.name === "page-data.json") pageData.push(await fs.readFile(full, "utf8"))
    }
  }
  await walk(path.join(publicDir, "page-data"))
  const unreferenced = unreferencedSampleFiles(files, pageData)
  await Promise.all(unreferenced.map((file) => fs.rm(path.join(dir, file), { force: true })))
  return `TypeScript samples: ${files.length - unreferenced.length} files, ${unreferenced.length} left from earlier builds removed`
}
