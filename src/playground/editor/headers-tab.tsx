import { useEffect, useState } from "react"
import { createPortal } from "react-dom"
import type { SiteCredentials } from "../../lib/browser/run-operation"
import { SiteHeaders } from "../SiteHeaders"
import * as styles from "./styles.module.css"

/**
 * Inside GraphiQL: its Headers tab also lists, read-only, the headers the
 * navbar adds to every run (masked), so a reader sees what goes out; what
 * they type in the tab's editor wins over them and is never stored.
 * GraphiQL has no slot there: this adds a block at the top of its tools
 * section (".graphiql-editor-tool", whose aria-label names the tab shown).
 */
export function HeadersTabNote({
  root,
  credentials,
  signedIn,
}: {
  root: HTMLElement | null
  credentials: SiteCredentials
  signedIn: boolean
}) {
  const [place, setPlace] = useState<{ host: HTMLElement; shown: boolean } | null>(null)
  useEffect(() => {
    const section = root?.querySelector<HTMLElement>(".graphiql-editor-tool")
    if (!section) return
    const host = document.createElement("div")
    host.className = styles.headersNote
    section.prepend(host)
    const update = () => setPlace({ host, shown: section.getAttribute("aria-label") === "Headers" })
    update()
    const observer = new MutationObserver(update)
    observer.observe(section, { attributes: true, attributeFilter: ["aria-label"] })
    return () => {
      observer.disconnect()
      host.remove()
    }
  }, [root])
  if (!place?.shown) return null
  return createPortal(
    <>
      <SiteHeaders credentials={credentials} signedIn={signedIn} />
      <p className={styles.headersHint}>Headers you type below are sent too, win over these, and are never stored.</p>
    </>,
    place.host,
  )
}
