import fs from "node:fs"
import { getOperationAST, getVariableValues, isObjectType, parse, validate, type GraphQLSchema } from "graphql"
import { deprecatedUsages, deprecationMessage, readSchemaExamples } from "../../schema"
import { formatCount, measureOperation } from "../../schema/cost"
import { examplesOfMdx, type ExampleOptions } from "../../doc-examples"
import { buildSchemaReference } from "../../schema/reference"
import { LiveApiError, introspectSchema, type ExampleRunner, type LiveCredentials } from "./live-api"
import { shapeDifferences } from "./response-shape"

/**
 * `npm run docs:check-live`: every example the site shows (the docs' and the
 * schema reference's), first validated against the live endpoint's schema,
 * so a removed field is named before anything is sent, then run and its
 * answer compared by shape with the response the doc shows. Where the answer
 * says what the API counted the operation to cost (`extensions.cost`), a
 * figure other than the docs' is a warning: cost rules change without any
 * example changing, so it is not drift.
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

type Verdict = "same shape" | "drift" | "not valid" | "skipped"

interface ExampleReport {
  example: LiveExample
  verdict: Verdict
  /** What differs, why it is not valid, or why it was skipped. */
  details: string[]
  /** One line per deprecated field, argument or enum value it uses in the live schema. */
  deprecations: string[]
  /** "the API counts 480, the docs show 401" when the answer's cost is not the docs' figure; else null. */
  cost: string | null
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

/** The value of an example's variables (JSON text), or null when it has none or they do not parse. */
function exampleVariables(example: LiveExample): Record<string, unknown> | null {
  if (!example.variables) return null
  try {
    const value: unknown = JSON.parse(example.variables)
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/**
 * "the API counts 480, the docs show 401": when the answer's `extensions.cost.requestedQueryCost` differs from what
 * the docs' cost rule gives for the example on the docs' schema (`docsSchema`, with directives) and its variables,
 * coerced as the API coerces them (a variable's default counts). Null when they agree, or when the answer carries
 * no such figure.
 */
export function costDifference(docsSchema: GraphQLSchema, example: LiveExample, answer: unknown): string | null {
  const extensions = (answer as { extensions?: { cost?: { requestedQueryCost?: unknown } } } | null)?.extensions
  const counted = extensions?.cost?.requestedQueryCost
  if (typeof counted !== "number") return null
  const document = parse(example.query)
  const operation = getOperationAST(document, example.operationName)
  const given = exampleVariables(example) ?? {}
  const coerced = operation && getVariableValues(docsSchema, operation.variableDefinitions ?? [], given).coerced
  const shown = measureOperation(docsSchema, document, {
    operationName: example.operationName,
    variables: coerced ?? given,
  })
  if (!shown || shown.cost === counted) return null
  return `the API counts ${formatCount(counted)}, the docs show ${formatCount(shown.cost)}`
}

export interface LiveCheck {
  url: string
  reports: ExampleReport[]
  milliseconds: number
}

/**
 * Checks `examples` against the endpoint `url`: its schema by introspection
 * first (a LiveApiError when it cannot be read), every example validated
 * before any is sent, then each valid one run with `runner`, compared by shape,
 * and its cost as the API counted it compared with the docs' on `docsSchema`
 * (the docs' schema file: introspection drops the cost directives).
 */
export async function checkLive(
  url: string,
  credentials: LiveCredentials,
  examples: readonly LiveExample[],
  runner: ExampleRunner,
  docsSchema: GraphQLSchema,
): Promise<LiveCheck> {
  const started = performance.now()
  const { schema } = await introspectSchema(url, credentials)
  const reports: ExampleReport[] = examples.map((example) => {
    const { errors, deprecations } = validateExample(schema, example)
    const verdict = errors.length > 0 ? "not valid" : "same shape"
    return { example, verdict, details: errors, deprecations, cost: null }
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
      else
        Object.assign(report, compareAnswer(report.example, outcome.response), {
          cost: costDifference(docsSchema, report.example, outcome.response),
        })
    }
  } finally {
    await runner.close()
  }
  return { url, reports, milliseconds: performance.now() - started }
}

/**
 * True when the check found drift: an example that is not valid any more, or answers in another shape. A cost the
 * API counts otherwise is not drift: the rule changes without any example changing.
 */
export const hasDrift = (check: LiveCheck) =>
  check.reports.some((report) => report.verdict === "drift" || report.verdict === "not valid")

/**
 * What `npm run docs:check-live` prints: the examples the schema rejects first, one line per example, the
 * warnings (deprecated usages, then costs the API counts otherwise), then a summary.
 */
export function formatLiveCheck(check: LiveCheck): string {
  const line = (report: ExampleReport) =>
    [whereOf(report.example), report.example.operation, report.verdict, report.details.join("; ")]
      .filter(Boolean)
      .join("  ")
  const invalid = check.reports.filter((report) => report.verdict === "not valid")
  const count = (verdict: Verdict) => check.reports.filter((report) => report.verdict === verdict).length
  const deprecations = check.reports.flatMap((report) => report.deprecations)
  const costs = check.reports.filter((report) => report.cost !== null)
  return [
    ...(invalid.length > 0
      ? [`Not valid against the schema of ${check.url}, so not sent:`, ...invalid.map((report) => `  ${line(report)}`)]
      : []),
    ...check.reports.filter((report) => report.verdict !== "not valid").map(line),
    ...deprecations.map((deprecation) => `deprecated  ${deprecation}`),
    ...costs.map((report) => `cost  ${whereOf(report.example)}  ${report.example.operation}  ${report.cost}`),
    `docs:check-live: ${check.reports.length} examples against ${check.url} in ${(check.milliseconds / 1000).toFixed(1)} s: ` +
      `${count("same shape")} same shape, ${count("drift")} drift, ${count("not valid")} not valid, ${count("skipped")} skipped` +
      `${deprecations.length > 0 ? `, ${deprecations.length} on deprecated fields` : ""}` +
      `${costs.length > 0 ? `, ${costs.length} counted at another cost by the API` : ""}.`,
  ].join("\n")
}
