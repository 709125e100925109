import type { MouseEvent } from "react"
import { MAIN_CONTENT_ID } from "../Layout/main-content-id"
import * as styles from "./styles.module.css"

/** The first focusable element of every page: visible on focus, jumps to the main content. */
export function SkipToContent() {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID)
    if (!main) return
    event.preventDefault()
    main.focus()
    main.scrollIntoView()
  }
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={styles.skip} onClick={onClick}>
      Skip to main content
    </a>
  )
}
