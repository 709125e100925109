import { CopyButton, copySourceError } from "../CopyButton"
import { markdownCopyPath } from "../../lib/shared/markdown-copy"
import * as styles from "./styles.module.css"
import { errorMessage } from "../../lib/shared/error-message"

/** The page's Markdown copy, fetched when the reader asks for it (the page does not carry it). */
async function loadMarkdown(href: string): Promise<string> {
  let response: Response
  try {
    response = await fetch(href)
  } catch (error) {
    throw copySourceError(`the Markdown copy could not be loaded (${errorMessage(error)})`)
  }
  if (!response.ok) throw copySourceError(`the Markdown copy could not be loaded (HTTP ${response.status})`)
  return response.text()
}

/** "Copy page as Markdown" and a link to the page's Markdown copy (its URL plus ".md"), for tools and AI assistants. */
export function MarkdownCopyActions({ route }: { route: string }) {
  const href = markdownCopyPath(route)
  return (
    <div className={styles.actions} data-pagefind-ignore="">
      <CopyButton text={() => loadMarkdown(href)} label="Copy page as Markdown" idleText="Copy page as Markdown" />
      <a href={href} className={styles.link}>
        View as Markdown
      </a>
    </div>
  )
}
