import type { FocusEvent, KeyboardEvent } from "react"
import { Link } from "gatsby"
import { CopyButton, copySourceError } from "../CopyButton"
import { assistantLinks, markdownCopyPath } from "../../../core/markdown-copy"
import { CONNECT_AGENT_ROUTE } from "../../../core/routes"
import { siteMetadata } from "../../../core/site-config"
import * as styles from "./styles.module.css"
import { errorMessage } from "../../../core/error-message"

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

function onMenuKeyDown(event: KeyboardEvent<HTMLDetailsElement>) {
  const menu = event.currentTarget
  if (event.key === "Escape" && menu.open) {
    menu.open = false
    menu.querySelector("summary")?.focus()
  }
}
function onMenuBlur(event: FocusEvent<HTMLDetailsElement>) {
  if (!event.currentTarget.contains(event.relatedTarget)) event.currentTarget.open = false
}

function AssistantMenu({ route }: { route: string }) {
  const links = assistantLinks(route, siteMetadata.siteUrl)
  return (
    <details className={styles.menu} onKeyDown={onMenuKeyDown} onBlur={onMenuBlur}>
      <summary className={styles.summary}>Use with AI</summary>
      <ul className={styles.items}>
        {links.map(([name, href]) => (
          <li key={name}>
            <a href={href} target="_blank" rel="noopener noreferrer" className={styles.item}>
              Open in {name}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
        <li>
          <Link to={CONNECT_AGENT_ROUTE} className={styles.item}>
            Connect to your agent
          </Link>
        </li>
      </ul>
    </details>
  )
}

/** "Copy page as Markdown", a link to the page's Markdown copy (its URL plus ".md") and "Use with AI". */
export function MarkdownCopyActions({ route }: { route: string }) {
  const href = markdownCopyPath(route)
  return (
    <div className={styles.actions} data-pagefind-ignore="">
      <CopyButton text={() => loadMarkdown(href)} label="Copy page as Markdown" idleText="Copy page as Markdown" />
      <a href={href} className={styles.link}>
        View as Markdown
      </a>
      <AssistantMenu key={route} route={route} />
    </div>
  )
}
