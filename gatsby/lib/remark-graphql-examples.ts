import path from "node:path"
import type { Code, Root } from "mdast"
import { PROJECT_FILE_META, findExamples } from "../../doc-examples"
import { highlight, highlightLanguage } from "./highlight"

/**
 * remark plugin: the code blocks of a doc become the site's code components.
 * - a ```graphql block, with its ```json variables and ```json response
 *   blocks (doc-examples/src/find-examples.ts), becomes <GraphQLExample index={n}>: the n-th
 *   example of the doc, which the page gets highlighted with its data
 *   (Mdx.examples, create-resolvers.ts), so the page's JavaScript does not
 *   carry it;
 * - any other fenced block becomes <MdxCodeBlock>, highlighted here, at build
 *   time, with Copy.
 * The components are imported into the page by this plugin, so only pages
 * with code load them.
 */

/** Each component's module, imported by absolute path (each its own, so a page loads only what it uses). */
const COMPONENT_MODULES = {
  GraphQLExample: path.resolve("src/components/GraphQLExample/deferred.tsx"),
  MdxCodeBlock: path.resolve("src/components/CodeBlock/index.tsx"),
}
type ComponentName = keyof typeof COMPONENT_MODULES

interface JsxAttribute {
  type: "mdxJsxAttribute"
  name: string
  value: string
}

function jsxElement(name: string, attributes: Record<string, string>) {
  return {
    type: "mdxJsxFlowElement",
    name,
    attributes: Object.entries(attributes).map(([key, value]): JsxAttribute => ({
      type: "mdxJsxAttribute",
      name: key,
      value,
    })),
    children: [],
  }
}

/** `import { A } from "<module>"` for each component, as an MDX ESM node (MDX compiles its estree). */
function importNode(names: readonly ComponentName[]) {
  const identifier = (name: string) => ({ type: "Identifier", name })
  return {
    type: "mdxjsEsm",
    value: names.map((name) => `import { ${name} } from ${JSON.stringify(COMPONENT_MODULES[name])}`).join("\n"),
    data: {
      estree: {
        type: "Program",
        sourceType: "module",
        body: names.map((name) => ({
          type: "ImportDeclaration",
          specifiers: [{ type: "ImportSpecifier", imported: identifier(name), local: identifier(name) }],
          source: { type: "Literal", value: COMPONENT_MODULES[name], raw: JSON.stringify(COMPONENT_MODULES[name]) },
        })),
      },
    },
  }
}

interface ParentNode {
  type: string
  children?: ParentNode[]
}

function replaceNode(parent: { children: unknown[] }, node: unknown, replacement: unknown) {
  const index = parent.children.indexOf(node)
  if (index < 0) throw new Error("remark-graphql-examples: a code block moved while the page was being built")
  parent.children.splice(index, 1, replacement)
}

export default function remarkGraphqlExamples() {
  return async (tree: Root, file: { path?: string }) => {
    const docFile = file.path ? path.relative(process.cwd(), file.path) : "(an MDX document)"
    const matches = findExamples(tree, docFile)
    const used = new Set<ComponentName>()

    for (const [index, match] of matches.entries()) {
      // The example itself comes with the page's data (Mdx.examples, in the same order); the page's code only places it.
      replaceNode(match.parent, match.node, jsxElement("GraphQLExample", { index: String(index) }))
      for (const extra of [match.variablesNode, match.responseNode]) {
        if (extra) match.parent.children.splice(match.parent.children.indexOf(extra), 1)
      }
      used.add("GraphQLExample")
    }

    const codeBlocks: { parent: { children: unknown[] }; node: Code }[] = []
    const walk = (parent: ParentNode) => {
      for (const child of parent.children ?? []) {
        if (child.type === "code")
          codeBlocks.push({ parent: parent as { children: unknown[] }, node: child as unknown as Code })
        else walk(child)
      }
    }
    walk(tree as unknown as ParentNode)
    for (const { parent, node } of codeBlocks) {
      const language = highlightLanguage(node.lang) ?? node.lang ?? null
      const html = await highlight(node.value, language)
      // A file of a reader's project (doc-examples/checks, docProjectFiles) is titled with its path.
      const file = PROJECT_FILE_META.exec(node.meta ?? "")?.[1]
      replaceNode(
        parent,
        node,
        jsxElement("MdxCodeBlock", { html, ...(language ? { language } : {}), ...(file ? { file } : {}) }),
      )
      used.add("MdxCodeBlock")
    }

    if (used.size > 0) tree.children.unshift(importNode([...used].sort()) as unknown as Root["children"][number])
  }
}
