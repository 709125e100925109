import path from "node:path"
import type { Root } from "mdast"

/**
 * remark plugin, last of the MDX compile that makes a page's JavaScript
 * (gatsby-config.ts): in a doc, everything but its imports becomes one
 * `<DocProse islands={{ A, B }} />`, where A and B are the components the doc
 * uses. The doc's text and markup come with the page's data instead
 * (`Mdx.prose`, doc-prose.ts); the page's code keeps only the components that
 * hydrate, each imported as before, so a page loads only the ones it uses.
 * Other MDX files (src/pages/*.mdx) compile whole, as MDX does.
 */

const DOC_PROSE_MODULE = path.resolve("src/components/DocProse/index.tsx")

interface JsxNode {
  type: string
  name?: string | null
  children?: JsxNode[]
}

const identifier = (name: string) => ({ type: "Identifier", name })

function importDocProse() {
  const source = JSON.stringify(DOC_PROSE_MODULE)
  return {
    type: "mdxjsEsm",
    value: `import { DocProse } from ${source}`,
    data: {
      estree: {
        type: "Program",
        sourceType: "module",
        body: [
          {
            type: "ImportDeclaration",
            specifiers: [{ type: "ImportSpecifier", imported: identifier("DocProse"), local: identifier("DocProse") }],
            source: { type: "Literal", value: DOC_PROSE_MODULE, raw: source },
          },
        ],
      },
    },
  }
}

/** `<DocProse islands={{ A, B }} />` */
function docProseElement(names: readonly string[]) {
  const object = {
    type: "ObjectExpression",
    properties: names.map((name) => ({
      type: "Property",
      key: identifier(name),
      value: identifier(name),
      kind: "init",
      method: false,
      shorthand: true,
      computed: false,
    })),
  }
  return {
    type: "mdxJsxFlowElement",
    name: "DocProse",
    attributes: [
      {
        type: "mdxJsxAttribute",
        name: "islands",
        value: {
          type: "mdxJsxAttributeValueExpression",
          value: `{${names.join(", ")}}`,
          data: {
            estree: {
              type: "Program",
              sourceType: "module",
              body: [{ type: "ExpressionStatement", expression: object }],
            },
          },
        },
      },
    ],
    children: [],
  }
}

interface EsmNode {
  data?: { estree?: { body?: { type: string; specifiers?: { local?: { name?: string } }[]; declaration?: unknown }[] } }
}

/** Whether an `import`/`export` block of the doc declares `name` (an import's local name, or an exported const). */
function declares(node: EsmNode, name: string): boolean {
  return (node.data?.estree?.body ?? []).some((statement) => {
    if (statement.specifiers?.some((specifier) => specifier.local?.name === name)) return true
    const declaration = statement.declaration as { declarations?: { id?: { name?: string } }[]; id?: { name?: string } }
    return declaration?.id?.name === name || (declaration?.declarations ?? []).some((each) => each.id?.name === name)
  })
}

export default function remarkDocIslands({ docsDir }: { docsDir: string }) {
  return (tree: Root, file: { path?: string }) => {
    const relative = file.path ? path.relative(docsDir, path.resolve(file.path)) : ".."
    if (relative.startsWith("..") || path.isAbsolute(relative)) return
    const names = new Set<string>()
    const visit = (node: JsxNode) => {
      if ((node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") && /^[A-Z]/.test(node.name ?? ""))
        names.add(node.name ?? "")
      node.children?.forEach(visit)
    }
    visit(tree as unknown as JsxNode)
    const imports = tree.children.filter((node) => (node.type as string) === "mdxjsEsm")
    const missing = [...names].filter((name) => !imports.some((node) => declares(node as unknown as EsmNode, name)))
    if (missing.length > 0)
      throw new Error(
        `${missing.map((name) => `<${name} />`).join(", ")} ${missing.length === 1 ? "is" : "are"} used but not ` +
          "imported: import it after the front matter from its file in src/components (docs/writing-docs.md)",
      )
    tree.children = [...imports, importDocProse(), docProseElement([...names].sort())] as unknown as Root["children"]
  }
}
