import type { ComponentPropsWithoutRef, ReactNode } from "react"
import { CopyButton } from "../CopyButton"
import { codeText } from "../../../core/html-text"
import * as styles from "./styles.module.css"

/**
 * The site's one code block: docs examples, plain fenced code, sample
 * responses and the schema reference all use these parts. The code arrives
 * highlighted at build time (gatsby/lib/highlight.ts); nothing highlights in
 * the browser.
 */

const LANGUAGE_LABELS: Record<string, string> = {
  graphql: "GraphQL",
  json: "JSON",
  bash: "Shell",
  javascript: "JavaScript",
  typescript: "TypeScript",
  python: "Python",
}

/** The label a fence's language gets in the toolbar: "bash" -> "Shell"; unknown names as written. */
function languageLabel(language: string | null | undefined): string {
  if (!language) return "Text"
  return LANGUAGE_LABELS[language] ?? language
}

/** The frame around a toolbar and its code. `searchable={false}` keeps it out of the search index. */
export function CodeFrame({
  searchable = true,
  className,
  children,
  ...rest
}: ComponentPropsWithoutRef<"div"> & { searchable?: boolean }) {
  return (
    <div
      className={className ? `${styles.frame} ${className}` : styles.frame}
      data-pagefind-ignore={searchable ? undefined : ""}
      {...rest}
    >
      {children}
    </div>
  )
}

export function CodeToolbar({ children }: { children: ReactNode }) {
  return (
    <div className={styles.toolbar} data-pagefind-ignore="">
      {children}
    </div>
  )
}

function CodeLanguage({ children }: { children: ReactNode }) {
  return <span className={styles.language}>{children}</span>
}

/**
 * Highlighted HTML from the build; focusable, because it may scroll sideways.
 * (Every fenced block of a doc arrives here: gatsby/lib/remark-graphql-examples.ts.)
 */
export function HighlightedCode({ html }: { html: string }) {
  return (
    <pre className={styles.pre} tabIndex={0}>
      <code dangerouslySetInnerHTML={{ __html: html }} />
    </pre>
  )
}

interface CodeBlockProps {
  /** The code as highlighted HTML. */
  html: string
  /** What Copy puts on the clipboard (or a function giving it at the moment of the click); by default the code's text. */
  copyText?: string | (() => string)
  /** The fence's language ("graphql"), shown as its label. */
  language?: string | null
  /** A label instead of the language's ("Variables"). */
  title?: string
  /** What Copy copies, for screen readers: "Copy the SDL of Dish". */
  copyLabel: string
  searchable?: boolean
  className?: string
}

/** A code block: its language (or title) and Copy above highlighted code. */
export function CodeBlock({
  html,
  copyText,
  language,
  title,
  copyLabel,
  searchable = true,
  className,
}: CodeBlockProps) {
  return (
    <CodeFrame searchable={searchable} className={className}>
      <CodeToolbar>
        <CodeLanguage>{title ?? languageLabel(language)}</CodeLanguage>
        <CopyButton text={copyText ?? (() => codeText(html))} label={copyLabel} />
      </CodeToolbar>
      <HighlightedCode html={html} />
    </CodeFrame>
  )
}

/**
 * A fenced code block of a doc, as the build's remark plugin writes it (remark-graphql-examples.ts); a file of a
 * reader's project (```ts file=src/dishes.ts) is titled with its path.
 */
export function MdxCodeBlock({ html, language, file }: { html: string; language?: string; file?: string }) {
  const label = languageLabel(language)
  return (
    <CodeBlock
      html={html}
      language={language}
      title={file}
      copyLabel={file ? `Copy ${file}` : `Copy the ${label === "Text" ? "code" : `${label} code`}`}
    />
  )
}
