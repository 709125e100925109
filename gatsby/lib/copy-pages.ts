import type { GraphQLSchema } from "graphql"
import { sidebarCards } from "../../core/doc-cards"
import { DOCS_HOME } from "../../core/docs-home"
import { isOperationKind, kindInfo } from "../../core/schema-kinds"
import type { SidebarItem } from "../../core/sidebar"
import type { LlmsSite } from "./llms-txt"
import {
  copyUrl,
  docToMarkdown,
  pageMarkdown,
  type ComponentMarkdown,
  type ExampleCostOf,
  type ExampleTypeScriptOf,
  type MarkdownSite,
} from "./markdown-export"
import type { ChangelogRelease, ChangesSince } from "../../schema/changes"
import {
  changelogMarkdown,
  costLineMarkdown,
  deprecationsMarkdown,
  directivesMarkdown,
  kindMarkdown,
  operationsMarkdown,
  typeMarkdown,
} from "./schema-markdown"
import {
  SCHEMA_CHANGELOG_ROUTE,
  SCHEMA_DEPRECATIONS_ROUTE,
  measureExample,
  type KindSummary,
  type SchemaReference,
} from "../../schema/reference"
import { ACCESS_THE_API_ROUTE, DOCS_HOME_ROUTE } from "../../core/routes"
import { examplesOfMdx } from "../../doc-examples"
import { renderTemplate } from "../../core/code-samples"
import { placeholderHeaders, typescriptTemplate } from "../../core/typescript-sample"
import { operationTypes } from "../../schema/typescript"
import { demoKeySentence } from "../../core/demo-key"

/**
 * The pages that have a Markdown copy, in reading order, each with how its copy is written: the docs home, the
 * sidebar's docs, category indexes and reference pages, then each schema type. markdown-copies.ts writes them.
 */

export interface CopyDoc {
  route: string
  title: string
  description: string | null
  /** The MDX source. */
  body: string
  /** "content/docs/access-the-api.mdx" */
  file: string
}

export interface CopyCategory {
  indexRoute: string | null
  label: string
  indexTitle: string | null
  indexDescription: string | null
}

export interface CopiesInput {
  siteUrl: string
  apiUrl: string
  /** The demo key the docs show (site-config's sandboxDemoApiKey). */
  sandboxDemoApiKey: string | null
  site: LlmsSite
  docsDir: string
  docs: readonly CopyDoc[]
  categories: readonly CopyCategory[]
  sidebar: readonly SidebarItem[]
  reference: SchemaReference
  /** The schema the docs' examples are measured with, for the cost line under each (docsSchema); null leaves it out. */
  schema: GraphQLSchema | null
  changelog: readonly ChangelogRelease[]
  /** The changes-since pages' entries (not in the sidebar, so not in /llms.txt; each has its copy). */
  since: readonly ChangesSince[]
  /** The day of the build, against which the deprecations page groups removals. */
  today: string
}

export interface CopyPage {
  route: string
  title: string
  description: string | null
  render: () => Promise<string> | string
  /** The page for /llms-full.txt, where it differs: a doc's examples in GraphQL alone, without TypeScript. */
  renderOneLanguage?: () => Promise<string>
}

/** A section of /llms.txt: the docs home with the top-level docs, a top-level category, or the schema's types. */
export interface CopySection {
  title: string
  pages: CopyPage[]
}

const DEPRECATIONS_DESCRIPTION =
  "Every deprecated field, argument, input field and enum value by removal date, with what to use instead and the release that deprecated it."

const CHANGELOG_DESCRIPTION =
  "Every release of the schema with its breaking, dangerous and safe changes, and every deprecation in force."

/** What every page's copy reads: the input, the site, and the lookups by route. */
interface Copies {
  input: CopiesInput
  site: MarkdownSite
  components: Record<string, ComponentMarkdown>
  url: (route: string) => string
  costOf: ExampleCostOf | null
  typescriptOf: ExampleTypeScriptOf
  docs: Map<string, CopyDoc>
  categories: Map<string, CopyCategory>
  kinds: Map<string, KindSummary>
  descriptionOf: (route: string) => string | null
}

/** The pages that have a Markdown copy, in reading order: the docs home, the sidebar, then each schema type. */
export function copyPages(
  input: CopiesInput,
  site: MarkdownSite,
  components: Record<string, ComponentMarkdown>,
): CopySection[] {
  const copies = lookups(input, site, components)
  const sections: CopySection[] = [{ title: "Docs", pages: [homePage(copies)] }]
  walkSidebar(copies, input.sidebar, sections[0].pages, sections)
  const typePages = input.reference.types
    .filter((type) => !isOperationKind(type.kind))
    .map((type): CopyPage => ({
      route: type.route,
      title: type.name,
      description: type.description
        ? type.description.split(/\n\s*\n/)[0]
        : `${kindInfo(type.kind).singular} of the GraphQL schema.`,
      render: () => typeMarkdown(type, copies.url),
    }))
  sections.push({ title: "Optional", pages: typePages })
  return sections
}

function lookups(input: CopiesInput, site: MarkdownSite, components: Record<string, ComponentMarkdown>): Copies {
  const schema = input.schema
  const costOf: ExampleCostOf | null = schema ? (example) => measureExample(schema, example) : null
  const typescriptOf: ExampleTypeScriptOf = schema
    ? async (example) =>
        renderTemplate(
          "typescript",
          typescriptTemplate(example, input.apiUrl, await operationTypes(schema, example.query, example.operationName)),
          placeholderHeaders(example.options.auth),
        )
    : null
  const docs = new Map(input.docs.map((doc) => [doc.route, doc]))
  const categories = new Map(
    input.categories.flatMap((category) => (category.indexRoute ? [[category.indexRoute, category] as const] : [])),
  )
  const kinds = new Map(input.reference.kinds.flatMap((kind) => (kind.route ? [[kind.route, kind] as const] : [])))
  const descriptionOf = (route: string) =>
    docs.get(route)?.description ??
    categories.get(route)?.indexDescription ??
    (kinds.has(route) ? kindInfo(kinds.get(route)?.kind ?? "").intro : null)
  const url = (route: string) => copyUrl(route, site)
  return { input, site, components, url, costOf, typescriptOf, docs, categories, kinds, descriptionOf }
}

/** The sidebar's pages: a top-level category is a section of llms.txt; deeper ones stay in their parent's. */
function walkSidebar(copies: Copies, items: readonly SidebarItem[], into: CopyPage[], sections: CopySection[]) {
  for (const item of items) {
    if (item.type === "doc") {
      into.push(pageOf(copies, item.href, item.label, []))
      continue
    }
    const pages: CopyPage[] = item.href ? [pageOf(copies, item.href, item.label, item.items)] : []
    walkSidebar(copies, item.items, pages, sections)
    if (into === sections[0].pages) sections.push({ title: item.label, pages })
    else into.push(...pages)
  }
}

/** A sidebar entry's page: a doc, a category index, a kind of the reference, the changelog or the deprecations. */
function pageOf(copies: Copies, route: string, label: string, items: readonly SidebarItem[]): CopyPage {
  const { input, site, components, url, costOf, typescriptOf } = copies
  const doc = copies.docs.get(route)
  if (doc)
    return {
      route,
      title: doc.title,
      description: doc.description,
      render: () => docToMarkdown({ ...doc, source: doc.body }, site, components, costOf, typescriptOf),
      renderOneLanguage: () => docToMarkdown({ ...doc, source: doc.body }, site, components, costOf),
    }
  const category = copies.categories.get(route)
  if (category) return categoryPage(copies, route, category, items)
  const kind = copies.kinds.get(route)
  if (kind) return kindPage(copies, route, kind)
  if (route === SCHEMA_CHANGELOG_ROUTE)
    return {
      route,
      title: "Schema changelog",
      description: CHANGELOG_DESCRIPTION,
      render: () => changelogMarkdown(input.changelog, input.reference.deprecations, url),
    }
  if (route === SCHEMA_DEPRECATIONS_ROUTE)
    return {
      route,
      title: "Deprecations",
      description: DEPRECATIONS_DESCRIPTION,
      render: () => deprecationsMarkdown(input.reference.deprecations, input.today, url),
    }
  throw new Error(
    `The sidebar's page ${label} (${route}) is neither a doc, a category index nor a page of the schema reference, so it has no Markdown copy`,
  )
}

/** "- [Title](url): description", one line per card. */
const cardList = (copies: Copies, items: readonly SidebarItem[]) =>
  sidebarCards(items, copies.descriptionOf)
    .map((card) => `- [${card.title}](${copies.url(card.href)})${card.description ? `: ${card.description}` : ""}`)
    .join("\n")

function categoryPage(copies: Copies, route: string, category: CopyCategory, items: readonly SidebarItem[]): CopyPage {
  const title = category.indexTitle || category.label
  return {
    route,
    title,
    description: category.indexDescription,
    render: () => pageMarkdown(title, category.indexDescription, cardList(copies, items)),
  }
}

function kindPage(copies: Copies, route: string, kind: KindSummary): CopyPage {
  const { reference } = copies.input
  const render = () => {
    if (kind.kind === "directive") return directivesMarkdown(reference.directives, copies.url)
    if (isOperationKind(kind.kind)) {
      const root = reference.types.find((type) => type.kind === kind.kind)
      if (!root) throw new Error(`The schema has no root type for ${kind.label}`)
      return operationsMarkdown(root, copies.url)
    }
    return kindMarkdown(
      kind.kind,
      reference.types.filter((type) => type.kind === kind.kind),
      copies.url,
    )
  }
  return { route, title: kind.label, description: kindInfo(kind.kind).intro, render }
}

function homePage(copies: Copies): CopyPage {
  const { input, url } = copies
  const render = async () =>
    pageMarkdown(
      DOCS_HOME.title,
      DOCS_HOME.description,
      [
        DOCS_HOME.lead,
        `## ${DOCS_HOME.firstCall.heading}`,
        `${DOCS_HOME.firstCall.endpoint} \`${input.apiUrl}\`. ` +
          demoKeySentence(input.sandboxDemoApiKey)
            .map((part) => (part.code ? `\`${part.text}\`` : part.text))
            .join(""),
        DOCS_HOME.firstCall.steps
          .filter((step) => step.href)
          .map((step, index) => `${index + 1}. [${step.label}](${url(step.href ?? "")}) ${step.detail}`)
          .join("\n"),
        ...(await firstCallMarkdown(copies.docs.get(ACCESS_THE_API_ROUTE), copies.costOf, url)),
        "## All docs",
        cardList(copies, input.sidebar),
      ].join("\n\n"),
    )
  return { route: DOCS_HOME_ROUTE, title: DOCS_HOME.title, description: DOCS_HOME.description, render }
}

/** The docs home's first call (the first example of Access the API, as on the page), for a copy that cannot run it. */
async function firstCallMarkdown(
  doc: CopyDoc | undefined,
  costOf: ExampleCostOf | null,
  url: (route: string) => string,
): Promise<string[]> {
  const [first] = doc ? await examplesOfMdx(doc.body, doc.file) : []
  if (!first) return []
  const cost = costOf?.(first)
  return [
    DOCS_HOME.firstCall.copyIntro,
    `\`\`\`graphql\n${first.query}\n\`\`\``,
    ...(first.variables ? ["Variables:", `\`\`\`json\n${first.variables}\n\`\`\``] : []),
    ...(cost ? [costLineMarkdown(cost, url)] : []),
  ]
}
