import fs from "node:fs"
import { isObjectType, parse, validate, type GraphQLSchema } from "graphql"
import { deprecatedUsages, deprecationMessage, readSchemaExamples } from "../../schema"
import { examplesOfMdx, type ExampleOptions } from "../../gatsby/lib/doc-examples"
import { buildSchemaReference } from "../../schema/reference"
import { LiveApiError, introspectSchema, type ExampleRunner, type LiveCredentials } from "./live-api"
import { shapeDifferences } from "./response-shape"

/**
 * `npm run docs:check-live`: every example the site shows (the docs' and the
 * schema reference's), first validated against the live endpoint's schema,
 * so a removed field is named before anything is sent, then run and its
 * answer compared by shape with the response the doc shows.
 */

export interface LiveExample {
  /** The doc, or the schema file for a reference example. */
  file: string
  /** The line of the doc's ```graphql fence, or of the root field in the schema file. */
  line: number | null
  /** For a reference example, its root field ("Query.dish"); null for a doc's example. */
  reference: string | null
  /** The operation's name, or "anonymous". */
  operation: string
  query: string
  variables: string | null
  operationName: string | null
  options: ExampleOptions
  /** The response the doc shows; undefined for a reference example, which shows none and must answer with data. */
  recorded: unknown
}

/** Every example of the docs `files`, with the response each shows. */
export async function docExamples(files: readonly string[]): Promise<LiveExample[]> {
  const all = await Promise.all(
    files.map(async (file) =>
      (await examplesOfMdx(fs.readFileSync(file, "utf8"), file)).map((example) => ({
        file,
        line: example.line,
        reference: null,
        operation: example.operationName ?? "anonymous",
        query: example.query,
        variables: example.variables,
        operationName: example.operationName,
        options: example.options,
        recorded: example.response,
      })),
    ),
  )
  return all.flat()
}

/**
 * The schema reference's examples, one per root field, as the reference
 * builds them from `schema` (our schema file, `schemaFile`). They run as a
 * signed-in user when a token is held, since some root fields need one.
 */
export function referenceExamples(schema: GraphQLSchema, schemaFile: string, withToken: boolean): LiveExample[] {
  const reference = buildSchemaReference(schema, readSchemaExamples(schema))
  return reference.types.flatMap((type) =>
    type.fieldDefinitions.flatMap((field) => {
      if (!field.example) return []
      const root = schema.getType(type.name)
      const line = isObjectType(root) ? root.getFields()[field.name]?.astNode?.loc?.startToken.line : undefined
      return [
        {
          file: schemaFile,
          line: line ?? null,
          reference: `${type.name}.${field.name}`,
          operation: field.example.operationName,
          query: field.example.query,
          variables: field.example.variables,
          operationName: field.example.operationName,
          options: { auth: withToken ? "user" : "apiKey", expect: "data", tab: null },
          recorded: undefined,
        },
      ]
    }),
  )
}

/** "content/docs/examples/dishes.mdx:88", "content/schema.graphql:75 (reference, Query.dish)" */
export function whereOf(example: LiveExample): string {
  return `${example.file}:${example.line ?? "?"}${example.reference ? ` (reference, ${example.reference})` : ""}`
}

export type Verdict = "same shape" | "drift" | "not valid" | "skipped"

export interface ExampleReport {
  example: LiveExample
  verdict: Verdict
  /** What differs, why it is not valid, or why it was skipped. */
  details: string[]
  /** One line per deprecated field, argument or enum value it uses in the live schema. */
  deprecations: string[]
}

/** What the live API's schema says of an example before it is sent: its validation errors and deprecated usages. */
export function validateExample(
  schema: GraphQLSchema,
  example: LiveExample,
): { errors: string[]; deprecations: string[] } {
  const document = parse(example.query)
  const errors = validate(schema, document).map((error) => error.message)
  const deprecations =
    errors.length > 0
      ? []
      : deprecatedUsages(schema, document).map((usage) =>
          example.reference
            ? `${whereOf(example)}: ${usage.coordinate} is deprecated: ${usage.reason}`
            : deprecationMessage(example.file, example.line, usage),
        )
  return { errors, deprecations }
}

/**
 * The verdict on one example's live answer. A reference example (nothing
 * recorded) must answer without errors, except that one sent without an
 * identity token and refused for the lack of one (UNAUTHENTICATED) is skipped.
 */
export function compareAnswer(example: LiveExample, answer: unknown): Pick<ExampleReport, "verdict" | "details"> {
  const errors = (answer as { errors?: { extensions?: { code?: string } }[] } | null)?.errors ?? []
  if (
    example.reference &&
    example.options.auth !== "user" &&
    errors.length > 0 &&
    errors.every((error) => error.extensions?.code === "UNAUTHENTICATED")
  )
    return { verdict: "skipped", details: ["it needs a signed-in user's identity token in DOCS_ID_TOKEN"] }
  const details =
    example.recorded === undefined
      ? shapeDifferences({ data: null }, answer).filter((line) => line.startsWith("an error"))
      : shapeDifferences(example.recorded, answer)
  return { verdict: details.length > 0 ? "drift" : "same shape", details }
}

export interface LiveCheck {
  url: string
  reports: ExampleReport[]
  milliseconds: number
}

/**
 * Checks `examples` against the endpoint `url`: its schema by introspection
 * first (a LiveApiError when it cannot be read), every example validated
 * before any is sent, then each valid one run with `runner` and compared by shape.
 */
export async function checkLive(
  url: string,
  credentials: LiveCredentials,
  examples: readonly LiveExample[],
  runner: ExampleRunner,
): Promise<LiveCheck> {
  const started = performance.now()
  const { schema } = await introspectSchema(url, credentials)
  const reports: ExampleReport[] = examples.map((example) => {
    const { errors, deprecations } = validateExample(schema, example)
    return { example, verdict: errors.length > 0 ? "not valid" : "same shape", details: errors, deprecations }
  })
  try {
    for (const report of reports) {
      if (report.verdict === "not valid") continue
      let outcome
      try {
        outcome = await runner.run(report.example)
      } catch (error) {
        // One example the API fails to answer as GraphQL (an HTTP 502, an HTML error page) is that example's drift.
        if (!(error instanceof LiveApiError)) throw error
        Object.assign(report, { verdict: "drift", details: [`no GraphQL answer: ${error.reason}`] })
        continue
      }
      if ("skipped" in outcome) Object.assign(report, { verdict: "skipped", details: [outcome.skipped] })
      else Object.assign(report, compareAnswer(report.example, outcome.response))
    }
  } finally {
    await runner.close()
  }
  return { url, reports, milliseconds: performance.now() - started }
}

/** True when the check found drift: an example that is not valid any more, or answers in another shape. */
export const hasDrift = (check: LiveCheck) =>
  check.reports.some((report) => report.verdict === "drift" || report.verdict === "not valid")

/** What `npm run docs:check-live` prints: the examples the schema rejects first, one line per example, then a summary. */
export function formatLiveCheck(check: LiveCheck): string {
  const line = (report: ExampleReport) =>
    [whereOf(report.example), report.example.operation, report.verdict, report.details.join("; ")]
      .filter(Boolean)
      .join("  ")
  const invalid = check.reports.filter((report) => report.verdict === "not valid")
  const count = (verdict: Verdict) => check.reports.filter((report) => report.verdict === verdict).length
  const deprecations = check.reports.flatMap((report) => report.deprecations)
  return [
    ...(invalid.length > 0
      ? [`Not valid against the schema of ${check.url}, so not sent:`, ...invalid.map((report) => `  ${line(report)}`)]
      : []),
    ...check.reports.filter((report) => report.verdict !== "not valid").map(line),
    ...deprecations.map((deprecation) => `deprecated  ${deprecation}`),
    `docs:check-live: ${check.reports.length} examples against ${check.url} in ${(check.milliseconds / 1000).toFixed(1)} s: ` +
      `${count("same shape")} same shape, ${count("drift")} drift, ${count("not valid")} not valid, ${count("skipped")} skipped` +
      `${deprecations.length > 0 ? `, ${deprecations.length} on deprecated fields` : ""}.`,
  ].join("\n")
}
