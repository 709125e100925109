/**
 * The playground's first view, before the editor takes over (Playground.tsx
 * holds its state): the operation and variables fields, the first run's
 * answer, the editor's status and a share link's notes.
 */
import { useMemo, useRef, type KeyboardEvent, type RefObject } from "react"
import * as codeStyles from "../components/CodeBlock/styles.module.css"
import type { FirstRun } from "./editor-contract"
import { tokenizeGraphQL } from "../../core/graphql-tokens"
import type { EditorPhase } from "./use-editor-takeover"
import { RunReportLine } from "../components/RunReportLine"
import * as styles from "./playground.module.css"
import * as statusStyles from "./status-line.module.css"

/** What was wrong with the share link the page was opened with, until the reader dismisses it. */
export function OpeningNotes({ notes, onDismiss }: { notes: string[]; onDismiss: () => void }) {
  return notes.length ? (
    <div className={styles.notes} role="alert">
      <ul>
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <button type="button" className={styles.dismiss} onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  ) : null
}

export interface OperationPaneProps {
  query: string
  variables: string
  onQueryChange: (value: string) => void
  onVariablesChange: (value: string) => void
  onRun: () => Promise<void>
  running: boolean
  queryField: RefObject<HTMLTextAreaElement>
  variablesField: RefObject<HTMLTextAreaElement>
}

/** The operation and its variables, each in a highlighted field, with Run (also Ctrl+Enter in either field). */
export function OperationPane(props: OperationPaneProps) {
  const runOnShortcut = (event: KeyboardEvent) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault()
      void props.onRun()
    }
  }
  return (
    <section className={styles.operationPane} aria-label="Operation">
      <div className={styles.paneHeader}>
        <span>Operation</span>
        <button
          type="button"
          className={styles.run}
          onClick={() => void props.onRun()}
          disabled={props.running}
          aria-label="Run the operation (Ctrl+Enter)"
        >
          <span aria-hidden="true">▶</span> Run
        </button>
      </div>
      <CodeField
        label="Operation"
        value={props.query}
        onChange={props.onQueryChange}
        onKeyDown={runOnShortcut}
        fieldRef={props.queryField}
        highlight
      />
      <div className={styles.paneHeader}>
        <span>Variables</span>
      </div>
      <CodeField
        label="Variables"
        value={props.variables}
        onChange={props.onVariablesChange}
        onKeyDown={runOnShortcut}
        fieldRef={props.variablesField}
        small
      />
    </section>
  )
}

/** The last run's answer and its details, before the editor takes them over. */
export function ResponsePane({ firstRun, running }: { firstRun: FirstRun | null; running: boolean }) {
  return (
    <section className={styles.responsePane} aria-label="Response">
      <pre className={styles.response} tabIndex={0} aria-label="Response body">
        {firstRun ? (
          JSON.stringify(firstRun.result, null, 2)
        ) : (
          <span className={styles.placeholder}>Press Run (or Ctrl+Enter) to see the API&apos;s answer here.</span>
        )}
      </pre>
      <RunReportLine report={firstRun?.report ?? null} running={running} />
    </section>
  )
}

export function EditorStatus({
  phase,
  onRetry,
  onStart,
}: {
  phase: EditorPhase
  onRetry: () => void
  onStart: () => void
}) {
  return (
    <p className={statusStyles.line} role="status" data-editor-status={phase.kind}>
      {phase.kind === "waiting" ? (
        <>
          The full editor (autocomplete, docs, history) starts when you click into the operation.{" "}
          <button type="button" className={statusStyles.inlineButton} onClick={onStart}>
            Start it now
          </button>
        </>
      ) : null}
      {phase.kind === "loading" ? <>Starting the full editor…</> : null}
      {phase.kind === "failed" ? (
        <>
          Could not load the full editor: {phase.message}. Run still works here.{" "}
          <button type="button" className={statusStyles.inlineButton} onClick={onRetry}>
            Retry
          </button>
        </>
      ) : null}
    </p>
  )
}

/** A text field over its own highlighted copy: the reader edits plain text and sees it coloured. */
export function CodeField({
  label,
  value,
  onChange,
  onKeyDown,
  fieldRef,
  highlight = false,
  small = false,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  onKeyDown: (event: KeyboardEvent) => void
  fieldRef: RefObject<HTMLTextAreaElement>
  highlight?: boolean
  small?: boolean
}) {
  const copy = useRef<HTMLPreElement>(null)
  // One more line than the text, as the field has, so a last empty line is as tall in both (one text node: React hydrates it as one).
  const tokens = useMemo(
    () => (highlight ? tokenizeGraphQL(`${value}\n`) : [{ kind: "p" as const, text: `${value}\n` }]),
    [value, highlight],
  )
  return (
    <div className={`${styles.field} ${small ? styles.small : ""}`}>
      <pre ref={copy} className={`${codeStyles.pre} ${styles.copy}`} aria-hidden="true">
        {/* In <code>: a newline right after <pre> would be dropped by the HTML parser, and hydration would not match. */}
        <code>
          {tokens.map((token, index) =>
            token.kind === "p" ? (
              token.text
            ) : (
              <span key={index} className={token.kind}>
                {token.text}
              </span>
            ),
          )}
        </code>
      </pre>
      <textarea
        ref={fieldRef}
        className={styles.input}
        aria-label={label}
        value={value}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        autoCorrect="off"
        wrap="off"
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        onScroll={(event) => {
          if (!copy.current) return
          copy.current.scrollTop = event.currentTarget.scrollTop
          copy.current.scrollLeft = event.currentTarget.scrollLeft
        }}
      />
    </div>
  )
}
