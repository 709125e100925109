import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode, NodePluginArgs } from "gatsby"
import { SchemaFileError } from "../schema"
import {
  SCHEMA_CHANGELOG_ROUTE,
  SCHEMA_DEPRECATIONS_ROUTE,
  SCHEMA_REFERENCE_ROUTE,
  type SchemaReference,
} from "../schema/reference"
import { REFERENCE_KINDS, isOperationKind } from "../core/schema-kinds"
import type { ChangelogRelease, ChangesSince } from "../schema/changes"
import { readSiteReference } from "./site-reference"
import { TYPE_LIST_URL, type TypeListEntry } from "../core/schema-type-list"

/** The sidebar category of the reference; its page is the entry doc (content/docs/graphql-schema.mdx). */
const SCHEMA_CATEGORY_DIR = "graphql-schema"

/** Writes the list of every type (core/schema-type-list.ts) into the site. */
function writeTypeList(reference: SchemaReference) {
  const list: TypeListEntry[] = reference.types
    .filter((type) => !isOperationKind(type.kind))
    .map((type) => [type.name, type.kind, type.route])
  const file = path.resolve("public", TYPE_LIST_URL.slice(1))
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, JSON.stringify(list))
}

type NodeHelpers = Pick<NodePluginArgs, "actions" | "createNodeId" | "createContentDigest">

function createNodes(
  { actions, createNodeId, createContentDigest }: NodeHelpers,
  reference: SchemaReference,
  changelog: ChangelogRelease[],
  since: ChangesSince[],
) {
  const node = <T extends object>(type: string, id: string, data: T) =>
    actions.createNode({
      ...data,
      id: createNodeId(`${type} ${id}`),
      parent: null,
      children: [],
      internal: { type, contentDigest: createContentDigest(data) },
    })

  for (const type of reference.types) node("SchemaType", type.name, type)
  for (const directive of reference.directives) node("SchemaDirective", directive.name, directive)
  node("SchemaReference", "reference", { kinds: reference.kinds, deprecations: reference.deprecations, changelog })
  for (const entry of since) node("SchemaChangesSince", entry.since, entry)

  // The sidebar shows the reference as a category whose page is the entry doc, with a page per kind.
  node("DocCategory", SCHEMA_CATEGORY_DIR, {
    dirPath: SCHEMA_CATEGORY_DIR,
    label: "GraphQL schema",
    position: null,
    indexRoute: SCHEMA_REFERENCE_ROUTE,
    indexTitle: null,
    indexDescription: null,
  })
  const pages = [
    ...reference.kinds.flatMap((kind) => (kind.route ? [{ id: kind.kind, route: kind.route, title: kind.label }] : [])),
    { id: "changelog", route: SCHEMA_CHANGELOG_ROUTE, title: "Changelog" },
    { id: "deprecations", route: SCHEMA_DEPRECATIONS_ROUTE, title: "Deprecations" },
  ]
  pages.forEach((page, position) =>
    node("ReferencePage", page.id, {
      docId: `${SCHEMA_CATEGORY_DIR}/${page.id}`,
      route: page.route,
      title: page.title,
      category: SCHEMA_CATEGORY_DIR,
      sidebarPosition: position + 1,
    }),
  )
}

/**
 * The schema as nodes in the data layer: a SchemaType per type (root types
 * included), a SchemaDirective per directive, one SchemaReference with the
 * kinds, the deprecations and the changelog, and the sidebar entries of the
 * reference. The schema is parsed once; a schema graphql-js rejects fails the
 * build with its file, line, column and message.
 */
export const sourceNodes: GatsbyNode["sourceNodes"] = async (args) => {
  const { reporter } = args
  const started = Date.now()
  try {
    const { site, reference, changelog, since, releaseMs, exampleProblems } = await readSiteReference()
    for (const warning of site.warnings) reporter.warn(warning)
    if (exampleProblems.length > 0) {
      // Our schema's examples must run; a foreign schema (the bench) is only reported on.
      const message =
        `Generated example operations that are not valid against ${site.file}:\n${exampleProblems.map((problem) => `  ${problem}`).join("\n")}\nThis ` +
        `is a fault of schema/src/examples.ts; please report it with the schema.`
      if (site.foreign) reporter.warn(message)
      else reporter.panicOnBuild(message)
    }
    createNodes(args, reference, changelog, since)
    writeTypeList(reference)
    const count = (kind: string) => reference.kinds.find((item) => item.kind === kind)?.count ?? 0
    const kindCounts = REFERENCE_KINDS.map((kind) => `${count(kind.kind)} ${kind.label.toLowerCase()}`).join(", ")
    reporter.info(
      `Schema reference: ${site.file}, ${reference.types.length} types (${kindCounts}), ` +
        `${changelog.length} changelog entries, ${reference.deprecations.length} deprecations ` +
        `(${Date.now() - started} ms, of which the releases' lifecycle and changelog ${releaseMs} ms)`,
    )
  } catch (error) {
    if (!(error instanceof SchemaFileError)) throw error
    reporter.panicOnBuild(
      `${error.message}\nFix the file named above; the reference cannot be built until graphql-js accepts the schema and its examples.`,
    )
  }
}
