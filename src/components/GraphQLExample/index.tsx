import { Link } from "gatsby"
import { useState, type ReactNode } from "react"
import { CopyButton } from "../CopyButton"
import { CodeBlock, CodeFrame, CodeToolbar, HighlightedCode } from "../CodeBlock"
import { useAuth } from "../../providers/Auth"
import { useAuthorizationSettings } from "../../providers/AuthorizationSettings"
import {
  API_KEY_PLACEHOLDER,
  ID_TOKEN_HELP,
  ID_TOKEN_PLACEHOLDER,
  SAMPLE_LANGUAGES,
  type PlainSnippetLanguage,
  type SampleHeader,
  type SampleLanguage,
  type SampleOperation,
} from "../../../core/code-samples"
import { sampleHeaderPlan, sampleHeaders, type SampleHeaderPlan } from "../../../core/sample-credentials"
import { snippetHtml, type GraphQLExampleData, type TypeScriptSampleRef } from "../../../core/example-data"
import { codeText } from "../../../core/html-text"
import { playgroundHref } from "../../../core/playground-url"
import { API_LIMITS_ROUTE } from "../../../core/routes"
import { usePageExamples } from "./examples-context"
import * as styles from "./styles.module.css"
import { useSampleTabs } from "./use-sample-tabs"
import { useExampleRun } from "./use-example-run"
import { LazyPart } from "../LazyPart"
import { ProblemReport } from "../Feedback/ProblemReport"

/** The TypeScript tab's code and sample, loaded when a reader first wants them. */
const typescriptPanel = () => import("./typescript-panel")

/** Where a reader learns how to get an identity token (a heading of the Access the API doc). */

function CredentialsNote({
  plan,
  revealed,
  onReveal,
}: {
  plan: SampleHeaderPlan
  revealed: boolean
  onReveal: () => void
}) {
  return (
    <div className={styles.notes}>
      {plan.apiKey === "key" ? (
        <p>
          Uses the API key from the navbar{revealed ? "" : ", masked"}. Copy copies the whole key.{" "}
          <button type="button" className={styles.revealButton} aria-pressed={revealed} onClick={onReveal}>
            {revealed ? "Hide key" : "Reveal key"}
          </button>
        </p>
      ) : null}
      {plan.apiKey === "placeholder" ? (
        <p>
          Replace <code>{API_KEY_PLACEHOLDER}</code> with your key, or paste it into the API key field in the navbar to
          fill it in here.
        </p>
      ) : null}
      {plan.authorization ? (
        <p>
          <code>{ID_TOKEN_PLACEHOLDER}</code> stands for your signed-in user&apos;s identity token, which the page never
          prints: <Link to={ID_TOKEN_HELP}>how to get one</Link>.
        </p>
      ) : null}
      {plan.apiKey === null && !plan.authorization ? (
        <p>
          No credentials: every authorization mode is off in the navbar, so the API will refuse this call
          (UNAUTHENTICATED).
        </p>
      ) : null}
    </div>
  )
}

function useExample(index: number | string | undefined, data: GraphQLExampleData | undefined): GraphQLExampleData {
  const examples = usePageExamples()
  if (data) return data
  const example = examples?.[Number(index)]
  if (!example)
    throw new Error(
      `GraphQL example ${index} has no data: a page that renders a doc's examples must query Mdx.examples and pass them to ExamplesProvider`,
    )
  return example
}

/** Which example of the page's with this one's operation name it is, from 1 (a doc may show one operation twice). */
function useSameNameCount(index: number | string | undefined, example: GraphQLExampleData): number {
  const examples = usePageExamples()
  if (!examples || index === undefined) return 1
  return examples.slice(0, Number(index) + 1).filter((each) => each.operationName === example.operationName).length
}

/**
 * The id its tabs' and panels' ids start with: from its place in the page, not React's useId, which would differ
 * between the page's HTML and the example's own root when it hydrates later (deferred.tsx).
 */
const exampleId = (index: number | string | undefined, example: GraphQLExampleData, nth: number) =>
  index !== undefined ? `example-${index}` : `example-${example.operationName ?? "operation"}-${nth}`

/** A pointer on its way to the TypeScript tab starts fetching the tab's code and its sample. */
const prefetchTypeScript = (typescript: TypeScriptSampleRef | null) =>
  typescript &&
  typescriptPanel()
    .then((panel) => panel.loadTypeScriptSample(typescript))
    .catch(() => undefined)

/** What Copy copies: a string at once where the page has it (the clipboard gets it during the click); TypeScript's may be on its way. */
function sampleCopyText(
  language: SampleLanguage,
  example: GraphQLExampleData,
  copied: SampleHeader[],
): string | Promise<string> {
  const typescript = example.typescript
  return language === "graphql"
    ? example.query
    : language === "typescript" && typescript
      ? typescriptPanel().then((panel) => panel.typescriptCopyText(typescript, copied))
      : codeText(snippetHtml(language as PlainSnippetLanguage, example.html[language as PlainSnippetLanguage], copied))
}

/**
 * The navbar's credentials as a sample uses them: which headers it has (plan), shown with the key masked until the
 * reader reveals it, and copied with the real key.
 */
function useSampleCredentials() {
  const { activeModes, apiKey } = useAuthorizationSettings()
  const { status, getIdToken } = useAuth()
  const [revealed, setRevealed] = useState(false)
  const signedIn = status === "signedIn"
  const plan = sampleHeaderPlan({ activeModes, apiKey, signedIn })
  return {
    plan,
    headers: sampleHeaders(plan, apiKey, revealed),
    revealed,
    toggleRevealed: () => setRevealed(!revealed),
    signedIn,
    credentials: { activeModes, apiKey, getIdToken },
  }
}

type SampleTabs = ReturnType<typeof useSampleTabs>

interface SampleTabsProps {
  /** The example's id (exampleId), which the tabs' and panels' ids start with. */
  id: string
  name: string
  languages: typeof SAMPLE_LANGUAGES
  tabs: SampleTabs
  typescript: TypeScriptSampleRef | null
}

/** The language tabs (ARIA tabs; the keys are useSampleTabs'). */
function SampleTabList({ id, name, languages, tabs, typescript }: SampleTabsProps) {
  return (
    <div role="tablist" aria-label={`Language of the ${name} sample`} className={styles.tabs}>
      {languages.map((item) => (
        <button
          key={item.id}
          ref={tabs.tabRef(item.id)}
          type="button"
          role="tab"
          id={`${id}-tab-${item.id}`}
          aria-selected={item.id === tabs.language}
          aria-controls={`${id}-panel-${item.id}`}
          tabIndex={item.id === tabs.language ? 0 : -1}
          className={styles.tab}
          onClick={() => tabs.select(item.id)}
          onKeyDown={tabs.onTabKey}
          onPointerEnter={item.id === "typescript" ? () => prefetchTypeScript(typescript) : undefined}
        >
          {item.label}
        </button>
      ))}
    </div>
  )
}

/**
 * A panel per tab: every panel exists for its tab to point at; only the chosen one holds its code, which keeps a
 * page of examples light. A snippet's panel ends with `note` (the credentials it uses).
 */
function SamplePanels({
  id,
  languages,
  language,
  example,
  headers,
  note,
}: {
  id: string
  languages: typeof SAMPLE_LANGUAGES
  language: SampleLanguage
  example: GraphQLExampleData
  headers: SampleHeader[]
  note: ReactNode
}) {
  return languages.map((item) => (
    <div
      key={item.id}
      role="tabpanel"
      id={`${id}-panel-${item.id}`}
      aria-labelledby={`${id}-tab-${item.id}`}
      hidden={item.id !== language}
      className={styles.panel}
    >
      {item.id !== language ? null : item.id === "graphql" ? (
        <HighlightedCode html={example.html.graphql} />
      ) : (
        <div data-pagefind-ignore="">
          {item.id !== "typescript" ? (
            <HighlightedCode html={snippetHtml(item.id, example.html[item.id], headers)} />
          ) : example.typescript ? (
            <LazyPart
              load={typescriptPanel}
              props={{ sample: example.typescript, headers }}
              loading={
                <p role="status" className={styles.loading}>
                  Loading the TypeScript sample…
                </p>
              }
              name="the TypeScript sample"
            />
          ) : null}
          {note}
        </div>
      )}
    </div>
  ))
}

type ExampleRun = ReturnType<typeof useExampleRun>

/** Run, Open in Playground, and what the example costs, linked to the API's limits. */
function ExampleActions({
  example,
  name,
  operation,
  exampleRun: { live, liveModule, showSample, run },
}: {
  example: GraphQLExampleData
  name: string
  operation: SampleOperation
  exampleRun: ExampleRun
}) {
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={styles.runButton}
        onClick={() => void run()}
        disabled={live.running}
        aria-label={`Run ${name}`}
      >
        <span aria-hidden="true">▶</span> Run
      </button>
      <Link to={playgroundHref(operation)} className={styles.playgroundLink} aria-label={`Open in Playground: ${name}`}>
        Open in Playground
      </Link>
      {/* Measured at build time; once a live answer is shown, with what it says it cost (live-run.tsx). */}
      {example.cost ? (
        <Link to={API_LIMITS_ROUTE} className={styles.cost}>
          {liveModule && live.outcome && !showSample
            ? liveModule.liveCostLine(example.cost, live.outcome)
            : example.cost.line}
        </Link>
      ) : null}
    </div>
  )
}

/**
 * What Run says and shows: a note beside it, the question before a mutation, the live response, and the sample
 * response (until a run, or when the reader switches back to it).
 */
function RunResults({
  example,
  name,
  exampleRun: { live, liveModule, confirming, showSample, setShowSample, hasRun, run },
}: {
  example: GraphQLExampleData
  name: string
  exampleRun: ExampleRun
}) {
  return (
    <>
      {live.note ? (
        <p className={styles.runNote} role="status">
          {live.note}
        </p>
      ) : null}
      {confirming && liveModule ? <liveModule.MutationQuestion name={name} onYes={() => void run(true)} /> : null}
      {hasRun && !showSample ? (
        <section className={styles.live} aria-label={`Live response of ${name}`}>
          <div className={styles.liveHeader}>
            <span>Live response</span>
            {example.response ? (
              <button type="button" className={styles.switchButton} onClick={() => setShowSample(true)}>
                Show sample response
              </button>
            ) : null}
          </div>
          {liveModule ? (
            <liveModule.LiveResult outcome={live.outcome} running={live.running} name={name} />
          ) : (
            <p role="status">Running…</p>
          )}
        </section>
      ) : null}
      {hasRun && showSample ? (
        <button type="button" className={styles.switchButton} onClick={() => setShowSample(false)}>
          Show live response
        </button>
      ) : null}
      {example.response && (!hasRun || showSample) ? (
        <details className={styles.response} open={showSample || undefined}>
          <summary>{example.response.errors ? "Sample response (an error, on purpose)" : "Sample response"}</summary>
          <CodeBlock
            html={example.response.html}
            language="json"
            copyLabel={`Copy the sample response of ${name}`}
            searchable={false}
          />
        </details>
      ) : null}
    </>
  )
}

/**
 * A GraphQL example, as the build makes it from a ```graphql block (with
 * its ```json variables and response): tabs for GraphQL, curl, JavaScript
 * and Python, with the headers of the reader's authorization modes; Copy;
 * Open in Playground; what it costs, linked to the API's limits; and the
 * response the sandbox gave. In a doc, `index` picks the example from the
 * page's data; elsewhere pass `data`.
 */
export function GraphQLExample({ index, data }: { index?: number | string; data?: GraphQLExampleData }) {
  const example = useExample(index, data)
  const nth = useSameNameCount(index, example)
  const id = exampleId(index, example, nth)
  // TypeScript needs the schema's types: an example the build could not type has no such tab.
  const languages = example.typescript ? SAMPLE_LANGUAGES : SAMPLE_LANGUAGES.filter((item) => item.id !== "typescript")
  const tabs = useSampleTabs(example.tab ?? "graphql", languages)
  const { language } = tabs
  const { plan, headers, revealed, toggleRevealed, signedIn, credentials } = useSampleCredentials()
  const operation = { query: example.query, variables: example.variables, operationName: example.operationName }
  const name = example.operationName ?? "the operation"
  const exampleRun = useExampleRun({ operation, auth: example.auth, signedIn, credentials })
  const label = SAMPLE_LANGUAGES.find((item) => item.id === language)?.label ?? language

  return (
    <div className={styles.example}>
      <CodeFrame className={styles.frame}>
        <CodeToolbar>
          <SampleTabList id={id} name={name} languages={languages} tabs={tabs} typescript={example.typescript} />
          <CopyButton
            text={() => sampleCopyText(language, example, headers.copied)}
            label={`Copy the ${label} sample of ${name}`}
            className={styles.copy}
          />
        </CodeToolbar>
        <SamplePanels
          id={id}
          languages={languages}
          language={language}
          example={example}
          headers={headers.shown}
          note={<CredentialsNote plan={plan} revealed={revealed} onReveal={toggleRevealed} />}
        />
      </CodeFrame>
      {example.variables !== null && example.html.variables !== null && language === "graphql" ? (
        <CodeBlock
          html={example.html.variables}
          title="Variables"
          copyLabel={`Copy the variables of ${name}`}
          className={styles.variables}
        />
      ) : null}
      <ExampleActions example={example} name={name} operation={operation} exampleRun={exampleRun} />
      <RunResults example={example} name={name} exampleRun={exampleRun} />
      {example.operationName ? (
        <ProblemReport
          kind="example"
          name={example.operationName}
          summaryHtml={`Report a problem with this example<span class="visually-hidden"> (${example.operationName})</span>`}
          nth={nth}
        />
      ) : null}
    </div>
  )
}
