import type { GraphQLSchema } from "graphql"
import type { Content } from "mdast"
import { sidebarCards } from "../../core/doc-cards"
import { DOCS_HOME } from "../../core/docs-home"
import { markdownCopyPath } from "../../core/markdown-copy"
import { isOperationKind, kindInfo } from "../../core/schema-kinds"
import type { SidebarItem } from "../../core/sidebar"
import { llmsFullWithinBudget, llmsTxt, type LlmsFullPage, type LlmsSection, type LlmsSite } from "./llms-txt"
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
  changesSinceMarkdown,
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
  changesSinceRoute,
  measureExample,
  type SchemaReference,
} from "../../schema/reference"
import { ACCESS_THE_API_ROUTE, DOCS_HOME_ROUTE } from "../../core/routes"
import { examplesOfMdx } from "../../doc-examples"
import { renderTemplate } from "../../core/code-samples"
import { placeholderHeaders, typescriptTemplate } from "../../core/typescript-sample"
import { operationTypes } from "../../schema/typescript"
import { demoKeySentence } from "../../core/demo-key"
import { MCP_CLIENTS, mcpClientConfig, mcpEndpointUrl, mcpInstallLinks, type McpClient } from "../../core/mcp-connect"

/**
 * Every Markdown copy of the site, /llms.txt and /llms-full.txt, from the
 * docs, the sidebar and the schema reference's records. The build writes
 * them (gatsby/write-markdown-copies.ts) before the link check, which
 * checks their links too.
 */

interface CopyDoc {
  route: string
  title: string
  description: string | null
  /** The MDX source. */
  body: string
  /** "content/docs/access-the-api.mdx" */
  file: string
}

interface CopyCategory {
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

interface OutputFile {
  /** Path inside the built site, "docs/access-the-api.md". */
  path: string
  text: string
}

interface CopyPage {
  route: string
  title: string
  description: string | null
  render: () => Promise<string> | string
  /** The page for /llms-full.txt, where it differs: a doc's examples in GraphQL alone, without TypeScript. */
  renderOneLanguage?: () => Promise<string>
}

/**
 * What /llms-full.txt says of the languages it leaves out: it keeps each example in GraphQL alone, to stay small.
 * Written where the copies have TypeScript samples (a build with the docs' schema).
 */
export const LLMS_FULL_LANGUAGE_NOTE =
  "Examples here are GraphQL only, to keep this file small. Each page's Markdown copy (the Source address under its " +
  "title) also has a TypeScript sample of every example, with the types of its result and variables."

const DEPRECATIONS_DESCRIPTION =
  "Every deprecated field, argument, input field and enum value by removal date, with what to use instead and the release that deprecated it."

const CHANGELOG_DESCRIPTION =
  "Every release of the schema with its breaking, dangerous and safe changes, and every deprecation in force."

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

/** The pages that have a Markdown copy, in reading order: the docs home, the sidebar, then each schema type. */
function copyPages(
  input: CopiesInput,
  site: MarkdownSite,
  components: Record<string, ComponentMarkdown>,
): { sections: { title: string; pages: CopyPage[] }[] } {
  const url = (route: string) => copyUrl(route, site)
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

  const pageOf = (route: string, label: string, items: readonly SidebarItem[]): CopyPage | null => {
    const doc = docs.get(route)
    if (doc)
      return {
        route,
        title: doc.title,
        description: doc.description,
        render: () => docToMarkdown({ ...doc, source: doc.body }, site, components, costOf, typescriptOf),
        renderOneLanguage: () => docToMarkdown({ ...doc, source: doc.body }, site, components, costOf),
      }
    const category = categories.get(route)
    if (category) {
      const title = category.indexTitle || category.label
      const cards = sidebarCards(items, descriptionOf)
      return {
        route,
        title,
        description: category.indexDescription,
        render: () =>
          pageMarkdown(
            title,
            category.indexDescription,
            cards
              .map((card) => `- [${card.title}](${url(card.href)})${card.description ? `: ${card.description}` : ""}`)
              .join("\n"),
          ),
      }
    }
    const kind = kinds.get(route)
    if (kind) {
      const render = () => {
        if (kind.kind === "directive") return directivesMarkdown(input.reference.directives, url)
        if (isOperationKind(kind.kind)) {
          const root = input.reference.types.find((type) => type.kind === kind.kind)
          if (!root) throw new Error(`The schema has no root type for ${kind.label}`)
          return operationsMarkdown(root, url)
        }
        return kindMarkdown(
          kind.kind,
          input.reference.types.filter((type) => type.kind === kind.kind),
          url,
        )
      }
      return { route, title: kind.label, description: kindInfo(kind.kind).intro, render }
    }
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

  const home: CopyPage = {
    route: DOCS_HOME_ROUTE,
    title: DOCS_HOME.title,
    description: DOCS_HOME.description,
    render: async () =>
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
          ...(await firstCallMarkdown(docs.get(ACCESS_THE_API_ROUTE), costOf, url)),
          "## All docs",
          sidebarCards(input.sidebar, descriptionOf)
            .map((card) => `- [${card.title}](${url(card.href)})${card.description ? `: ${card.description}` : ""}`)
            .join("\n"),
        ].join("\n\n"),
      ),
  }

  const sections: { title: string; pages: CopyPage[] }[] = [{ title: "Docs", pages: [home] }]
  const walk = (items: readonly SidebarItem[], into: CopyPage[]) => {
    for (const item of items) {
      if (item.type === "doc") {
        const page = pageOf(item.href, item.label, [])
        if (page) into.push(page)
      } else {
        // A top-level category is a section of llms.txt; deeper ones stay in their parent's.
        const pages: CopyPage[] = []
        if (item.href) {
          const page = pageOf(item.href, item.label, item.items)
          if (page) pages.push(page)
        }
        walk(item.items, pages)
        if (into === sections[0].pages) sections.push({ title: item.label, pages })
        else into.push(...pages)
      }
    }
  }
  walk(input.sidebar, sections[0].pages)

  const typePages = input.reference.types
    .filter((type) => !isOperationKind(type.kind))
    .map((type): CopyPage => ({
      route: type.route,
      title: type.name,
      description: type.description
        ? type.description.split(/\n\s*\n/)[0]
        : `${kindInfo(type.kind).singular} of the GraphQL schema.`,
      render: () => typeMarkdown(type, url),
    }))
  sections.push({ title: "Optional", pages: typePages })
  return { sections }
}

/** The Markdown copies, /llms.txt and /llms-full.txt. */
export async function markdownCopies(input: CopiesInput): Promise<OutputFile[]> {
  const routes = new Set<string>([
    DOCS_HOME_ROUTE,
    ...input.docs.map((doc) => doc.route),
    SCHEMA_CHANGELOG_ROUTE,
    SCHEMA_DEPRECATIONS_ROUTE,
    ...input.since.map((entry) => changesSinceRoute(entry.since)),
    ...input.reference.types.map((type) => type.route),
  ])
  for (const category of input.categories) if (category.indexRoute) routes.add(category.indexRoute)
  for (const kind of input.reference.kinds) if (kind.route) routes.add(kind.route)
  const site: MarkdownSite = { siteUrl: input.siteUrl.replace(/\/+$/, ""), copies: routes, docsDir: input.docsDir }
  const url = (route: string) => copyUrl(route, site)

  const components: Record<string, ComponentMarkdown> = {
    ApiEndpoint: () => [{ type: "inlineCode", value: input.apiUrl }],
    // The hosted MCP endpoint and how each client connects to it, as src/components/McpConnect shows them.
    McpEndpoint: () => [{ type: "inlineCode", value: mcpEndpointUrl(site.siteUrl) }],
    McpClientConfig: ({ client }) => {
      if (!(MCP_CLIENTS as readonly string[]).includes(client))
        throw new Error(`<McpClientConfig client="${client}" />: client must be one of ${MCP_CLIENTS.join(", ")}`)
      const { language, text } = mcpClientConfig(client as McpClient, mcpEndpointUrl(site.siteUrl))
      return [{ type: "code", lang: language, meta: null, value: text }]
    },
    McpInstallLinks: () => {
      const links = mcpInstallLinks(mcpEndpointUrl(site.siteUrl))
      const link = (url: string, label: string) => ({
        type: "link" as const,
        url,
        children: [{ type: "text" as const, value: label }],
      })
      return [
        {
          type: "paragraph",
          children: [
            link(links.cursor, "Add to Cursor"),
            { type: "text", value: " · " },
            link(links.vscode, "Add to VS Code"),
          ],
        },
      ]
    },
    SandboxDemoKey: () =>
      demoKeySentence(input.sandboxDemoApiKey).map((part) =>
        part.code ? { type: "inlineCode", value: part.text } : { type: "text", value: part.text },
      ),
    SchemaOverview: () => [
      {
        type: "list",
        ordered: false,
        spread: false,
        children: input.reference.kinds
          .filter((kind) => kind.route)
          .map((kind) => ({
            type: "listItem",
            spread: false,
            children: [
              {
                type: "paragraph",
                children: [
                  { type: "link", url: kind.route ?? "", children: [{ type: "text", value: kind.label }] },
                  { type: "text", value: ` (${kind.count})` },
                ],
              },
            ],
          })),
      } as Content,
      { type: "paragraph", children: [{ type: "text", value: "Every type by name:" }] },
      {
        type: "list",
        ordered: false,
        spread: false,
        children: input.reference.types
          .filter((type) => !isOperationKind(type.kind))
          .map((type) => ({
            type: "listItem",
            spread: false,
            children: [
              {
                type: "paragraph",
                children: [{ type: "link", url: type.route, children: [{ type: "inlineCode", value: type.name }] }],
              },
            ],
          })),
      } as Content,
    ],
  }

  const { sections } = copyPages(input, site, components)
  const files: OutputFile[] = []
  const full: LlmsFullPage[] = []
  const typeOfRoute = new Map(input.reference.types.map((type) => [type.route, type]))
  const llmsSections: LlmsSection[] = []
  for (const section of sections) {
    const entries = []
    for (const page of section.pages) {
      const markdown = await page.render()
      files.push({ path: markdownCopyPath(page.route).slice(1), text: markdown })
      full.push({
        url: url(page.route),
        markdown: page.renderOneLanguage ? await page.renderOneLanguage() : markdown,
        type: typeOfRoute.get(page.route),
      })
      entries.push({ title: page.title, url: url(page.route), description: page.description })
    }
    llmsSections.push({ title: section.title, entries })
  }
  // The changes-since pages are reached from the changelog, not the sidebar: a copy each, no line in /llms.txt.
  for (const entry of input.since)
    files.push({
      path: markdownCopyPath(changesSinceRoute(entry.since)).slice(1),
      text: changesSinceMarkdown(entry, url),
    })
  files.push({ path: "llms.txt", text: llmsTxt(input.site, llmsSections) })
  const fullSite = input.schema ? { ...input.site, fullNote: LLMS_FULL_LANGUAGE_NOTE } : input.site
  files.push({ path: "llms-full.txt", text: llmsFullWithinBudget(fullSite, full).text })
  return files
}
