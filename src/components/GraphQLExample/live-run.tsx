/**
 * What a docs example's Run needs, loaded only when a reader presses Run
 * (GraphQLExample imports this module with import()), so a page of examples
 * stays light for everyone who only reads it. The request, its headers and
 * its report are the playground's (src/playground/request.ts), so an example
 * run here and the same operation run in the playground send the same thing
 * and read alike.
 */
import { CodeBlock } from "../CodeBlock"
import { parseVariables, type SampleOperation } from "../../lib/shared/code-samples"
import { highlightJson } from "../../playground/json-tokens"
import {
  mergeRequestHeaders,
  runGraphQLRequest,
  siteAuthorizationHeaders,
  type RunOutcome,
  type SiteCredentials,
} from "../../playground/request"
import { RunReportLine } from "../../playground/RunReportLine"
import * as styles from "./styles.module.css"

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** Sends the example with the navbar's credentials. Never throws: what goes wrong comes back as a readable problem. */
export async function runExample(
  operation: SampleOperation,
  credentials: SiteCredentials,
  endpoint: string,
  fetchImpl?: typeof fetch,
): Promise<RunOutcome> {
  let headers: Record<string, string>
  try {
    headers = mergeRequestHeaders(await siteAuthorizationHeaders(credentials))
  } catch (error) {
    const problem = `Not sent: your identity token could not be fetched (${describe(error)}). Sign in again, or run it with an API key.`
    return {
      result: { errors: [{ message: problem, extensions: { code: "NO_TOKEN" } }] },
      report: { status: null, statusText: "Not sent", durationMs: 0, sizeBytes: null, errorCount: 1 },
      problem,
    }
  }
  return runGraphQLRequest(
    {
      query: operation.query,
      variables: parseVariables(operation.variables) ?? undefined,
      operationName: operation.operationName,
    },
    { endpoint, headers, fetch: fetchImpl },
  )
}

/** The problem in words: a failure to reach the API as it is; an answer without data as the API's error. */
function problemText(outcome: RunOutcome): string | null {
  if (!outcome.problem) return null
  return outcome.report.status === null ? outcome.problem : `The API answered with an error: ${outcome.problem}`
}

/** The live response: what went wrong (if anything), the JSON highlighted as the sample responses are, and its status, time and size. */
export function LiveResult({ outcome, running, name }: { outcome: RunOutcome | null; running: boolean; name: string }) {
  const problem = outcome ? problemText(outcome) : null
  return (
    <>
      {problem ? <p className={styles.problem}>{problem}</p> : null}
      {outcome ? (
        <CodeBlock
          html={highlightJson(JSON.stringify(outcome.result, null, 2))}
          language="json"
          copyLabel={`Copy the live response of ${name}`}
          searchable={false}
          className={styles.liveCode}
        />
      ) : null}
      <RunReportLine report={outcome?.report ?? null} running={running} className={styles.report} />
    </>
  )
}
