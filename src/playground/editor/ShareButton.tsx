import { useEffect, useRef, useState } from "react"
import { pick, ToolbarButton, useGraphiQL } from "@graphiql/react"
import { MAX_SHARE_LINK_LENGTH, fitsShareLink, playgroundHref } from "../../../core/playground-url"
import * as styles from "./styles.module.css"

type Notice = { kind: "copied" | "problem"; text: string } | { kind: "manual"; url: string }

/** Toolbar button: copies a link to the current query, variables and operation name (never headers or keys). */
export function ShareButton() {
  const { queryEditor, variableEditor, operationName } = useGraphiQL(
    pick("queryEditor", "variableEditor", "operationName"),
  )
  const [notice, setNotice] = useState<Notice | null>(null)
  const manualField = useRef<HTMLInputElement>(null)

  useEffect(() => {
    if (!notice) return
    if (notice.kind === "manual") {
      manualField.current?.select()
      return
    }
    const timer = setTimeout(() => setNotice(null), 5000)
    return () => clearTimeout(timer)
  }, [notice])

  const share = async () => {
    const operation = {
      query: queryEditor?.getValue() ?? "",
      variables: variableEditor?.getValue() ?? null,
      operationName: operationName ?? null,
    }
    if (!operation.query.trim()) return setNotice({ kind: "problem", text: "Nothing to share: the query is empty." })
    if (!fitsShareLink(operation))
      return setNotice({
        kind: "problem",
        text: `Too long for a link (over ${MAX_SHARE_LINK_LENGTH.toLocaleString("en-US")} characters). Copy the query instead.`,
      })
    const url = new URL(playgroundHref(operation), window.location.origin).href
    try {
      await navigator.clipboard.writeText(url)
      setNotice({
        kind: "copied",
        text: "Link copied: it opens this query and its variables, never your key or headers.",
      })
    } catch {
      setNotice({ kind: "manual", url })
    }
  }

  return (
    <span className={styles.share}>
      <ToolbarButton label="Copy a share link" onClick={() => void share()}>
        <svg
          className="graphiql-toolbar-icon"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          aria-hidden="true"
        >
          <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3.2-3.2a4.5 4.5 0 0 0-6.4-6.4L12 5.6" />
          <path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3.2 3.2a4.5 4.5 0 0 0 6.4 6.4l1.2-1.2" />
        </svg>
      </ToolbarButton>
      <span className={styles.shareNotice} role="status">
        {notice?.kind === "copied" || notice?.kind === "problem" ? (
          <span className={styles.bubble}>{notice.text}</span>
        ) : null}
        {notice?.kind === "manual" ? (
          <span className={styles.bubble}>
            <label>
              The clipboard is not available; copy the link:
              <input
                ref={manualField}
                className={styles.manualLink}
                readOnly
                value={notice.url}
                onBlur={() => setNotice(null)}
              />
            </label>
          </span>
        ) : null}
      </span>
    </span>
  )
}
