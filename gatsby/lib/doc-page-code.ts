import path from "node:path"
import { pageRemarkPlugins } from "./doc-remark-plugins"

/**
 * What a doc's page code is: gatsby-plugin-mdx compiles each doc with the doc
 * template into a page component of its own, and remark-doc-islands.ts leaves
 * in it only the doc's imports and `<DocProse islands={{ … }} />`. So docs
 * that use the same components compile to the same code, and every page
 * component costs every page of the site its name and its chunks' names and
 * hashes in Gatsby's app, webpack's runtime and the chunk map (docs/benchmarks.md
 * has the figure). Docs with the same code therefore share one page component:
 * the template compiled with the first of their files. A page's prose, toc and
 * examples still come from its own doc (its query is by the doc's id), and its
 * context does not take the other file's front matter (doc-pages.ts).
 */

/** A relative module specifier in compiled code, after `from`, `import` or `import(`, in either quotes. */
const RELATIVE_SPECIFIER = /(\bfrom\s*|\bimport\s*\(?\s*)(["'])(\.{1,2}\/[^"']*)\2/g

/**
 * A doc's page code as webpack compiles it, for comparing: each relative module specifier made absolute, so docs in
 * two folders that import the same module compare equal, and two that import different files by the same relative
 * name do not.
 */
export async function docPageCode(body: string, file: string): Promise<string> {
  const [{ compile }, { default: remarkGfm }] = await Promise.all([import("@mdx-js/mdx"), import("remark-gfm")])
  let compiled: string
  try {
    compiled = String(
      await compile({ value: body, path: file }, { remarkPlugins: [...pageRemarkPlugins(remarkGfm)] } as never),
    )
  } catch (error) {
    // A VFileMessage's text has the line and column; the file is named here.
    throw new Error(`${path.relative(process.cwd(), file)}: ${String(error)}`)
  }
  return compiled.replace(
    RELATIVE_SPECIFIER,
    (_match, before: string, _quote: string, specifier: string) =>
      `${before}${JSON.stringify(path.resolve(path.dirname(file), specifier))}`,
  )
}

/**
 * For each doc's file, the file whose compile is its page component: the first, by name, of the docs with the same
 * page code.
 */
export function sharedPageFiles(docs: readonly { file: string; code: string }[]): Map<string, string> {
  const firstByCode = new Map<string, string>()
  for (const { file, code } of [...docs].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0)))
    if (!firstByCode.has(code)) firstByCode.set(code, file)
  return new Map(docs.map(({ file, code }) => [file, firstByCode.get(code) ?? file]))
}
