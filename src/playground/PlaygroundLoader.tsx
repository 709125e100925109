import { useSyncExternalStore } from "react"
import { LazyPart } from "../components/LazyPart"
import { noSubscription } from "../lib/no-subscription"
import * as styles from "./shell.module.css"

const loadEditor = () => import("./editor")
const inBrowser = () => true
const onServer = () => false

/**
 * The editor's place on /graphql/. The server render and hydration show a
 * placeholder (GraphiQL cannot render on the server); after mount the editor's
 * code loads, or its failure shows with "Retry".
 */
export function PlaygroundLoader() {
  const mounted = useSyncExternalStore(noSubscription, inBrowser, onServer)
  const placeholder = (
    <div className={styles.placeholder}>
      <p>Loading the editor…</p>
      <noscript>The playground needs JavaScript. Without it, send queries with curl as shown in the docs.</noscript>
    </div>
  )
  // The same box before and after mount, so the page does not shift when the editor arrives.
  return <div className={styles.editorArea}>{mounted ? <LazyPart name="the playground editor" load={loadEditor} props={{}} loading={placeholder} /> : placeholder}</div>
}
