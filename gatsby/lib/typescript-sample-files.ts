import { TYPESCRIPT_SAMPLES_DIR } from "./example-html"

/** The sample files (names in the samples folder) that none of these pages' data (page-data.json texts) points at. */
export function unreferencedSampleFiles(files: readonly string[], pageData: readonly string[]): string[] {
  const referenced = new Set(
    pageData.flatMap((text) =>
      [...text.matchAll(new RegExp(`"/${TYPESCRIPT_SAMPLES_DIR}/([^"/]+)"`, "g"))].map((match) => match[1]),
    ),
  )
  return files.filter((file) => !referenced.has(file))
}
