import path from "node:path"
import { mdxRemarkPlugins } from "./doc-remark-plugins"
import remarkDocIslands from "./remark-doc-islands"
import { DOCS_DIR } from "../../doc-examples"

/**
 * What a doc's page code is: gatsby-plugin-mdx compiles each doc with the doc
 * template into a page component of its own, and remark-doc-islands.ts leaves
 * in it only the doc's imports and `<DocProse islands={{ … }} />`. So docs
 * that use the same components compile to the same code, and every page
 * component costs every page of the site its name and its chunks' names and
 * hashes in Gatsby's app, webpack's runtime and the chunk map (docs/benchmarks.md
 * has the figure). Docs with the same code therefore share one page component:
 * the template compiled with the first of their files. The page's prose and data still come from its own doc
 * (its query is by the doc's id).
 */

/** A doc's page code as webpack gets it, with its relative imports made absolute, so docs in two folders compare. */
export async function docPageCode(body: string, file: string): Promise<string> {
  const [{ compile }, { default: remarkGfm }] = await Promise.all([import("@mdx-js/mdx"), import("remark-gfm")])
  const compiled = await compile({ value: body, path: file }, {
    remarkPlugins: [
      ...(mdxRemarkPlugins(remarkGfm) as unknown as []),
      [remarkDocIslands, { docsDir: path.resolve(DOCS_DIR) }],
    ],
  } as never)
  return String(compiled).replace(
    /(from\s+)"(\.\.?\/[^"]+)"/g,
    (_match, from: string, specifier: string) =>
      `${from}${JSON.stringify(path.resolve(path.dirname(file), specifier))}`,
  )
}

/**
 * For each doc's file, the file whose compile is its page component: the first, by name, of the docs with the same
 * page code.
 */
export function sharedPageFiles(docs: readonly { file: string; code: string }[]): Map<string, string> {
  const firstByCode = new Map<string, string>()
  for (const { file, code } of [...docs].sort((a, b) => a.file.localeCompare(b.file)))
    if (!firstByCode.has(code)) firstByCode.set(code, file)
  return new Map(docs.map(({ file, code }) => [file, firstByCode.get(code) ?? file]))
}
