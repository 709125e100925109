/**
 * What a docs example's Run needs, loaded only when a reader presses Run
 * (GraphQLExample imports this module with import()), so a page of examples
 * stays light for everyone who only reads it. The request, its headers and
 * its report are the playground's (src/lib/browser/run-operation.ts), so an
 * example run here and the same operation run in the playground send the
 * same thing and read alike.
 */
import { CodeBlock } from "../CodeBlock"
import type { SampleOperation } from "../../../core/code-samples"
import { highlightJson } from "../../../core/json-tokens"
import { runWithSiteCredentials, type SiteCredentials } from "../../lib/browser/run-operation"
import { type RunOutcome } from "../../../core/run-operation"
import { API_LIMITS, actualQueryCost, costLine } from "../../../schema/cost-words"
import type { ExampleCost } from "../../../core/example-data"
import { RunReportLine } from "../RunReportLine"
import * as styles from "./styles.module.css"

export { holdsMutation } from "../../../core/example-data"

/** Why an auth=user example cannot run with these settings, or null when it can. */
export function userExampleNote(signedIn: boolean, userModeChosen: boolean): string | null {
  if (!signedIn)
    return "This example needs sign-in: it runs as a signed-in user with an API profile. Sign in with Login in the navbar, then press Run again."
  if (!userModeChosen)
    return "This example runs as the signed-in user: check User in the navbar's authorization control, then press Run again."
  return null
}

/** The question Run asks before it sends a mutation. */
export function MutationQuestion({ name, onYes }: { name: string; onYes: () => void }) {
  return (
    <p className={styles.runNote} role="status">
      {name} is a mutation: it changes data on the API as you, the signed-in user.{" "}
      <button type="button" className={styles.switchButton} onClick={onYes} aria-label={`Yes, run ${name}`}>
        Yes, run it
      </button>
    </p>
  )
}

/** Sends the example with the navbar's credentials. Never throws: what goes wrong comes back as a readable problem. */
export function runExample(
  operation: SampleOperation,
  credentials: SiteCredentials,
  endpoint: string,
  fetchImpl?: typeof fetch,
): Promise<RunOutcome> {
  return runWithSiteCredentials(operation, credentials, { endpoint, fetch: fetchImpl })
}

/**
 * The example's cost line with what the live answer says it cost (`extensions.cost.actualQueryCost`):
 * "Cost 401 (actual 35) of 20,000 · depth 4 of 12". An answer that says nothing of its cost keeps the build's line.
 */
export function liveCostLine(cost: ExampleCost, outcome: RunOutcome): string {
  const actual = actualQueryCost(outcome.result)
  return actual === null ? cost.line : costLine(cost, API_LIMITS, actual)
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
