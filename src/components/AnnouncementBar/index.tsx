import { Link } from "gatsby"
import type { CSSProperties } from "react"
import { useAnnouncementBar } from "../../providers/AnnouncementBar"
import { announcementBar } from "../../../core/site-config"
import * as styles from "./styles.module.css"
import { CloseIcon } from "../CloseIcon"

/** A one-line notice above the navbar, until the reader closes it. */
export function AnnouncementBar() {
  const { isActive, close } = useAnnouncementBar()
  if (!announcementBar || !isActive) return null
  const { content, link, backgroundColor, textColor, dark, isCloseable } = announcementBar
  // Both modes' colours as variables; the stylesheet picks the pair of the current mode.
  const colors = {
    "--announcement-bg": backgroundColor,
    "--announcement-text": textColor,
    "--announcement-bg-dark": dark.backgroundColor,
    "--announcement-text-dark": dark.textColor,
  } as CSSProperties
  return (
    <div className={styles.bar} style={colors} role="region" aria-label="Announcement" data-announcement-bar="">
      <p className={styles.content}>
        {content}{" "}
        {link ? (
          <Link to={link.href} className={styles.link}>
            {link.label}
          </Link>
        ) : null}
      </p>
      {isCloseable ? (
        <button type="button" className={styles.close} onClick={close} aria-label="Close announcement" title="Close">
          <CloseIcon size={16} />
        </button>
      ) : null}
    </div>
  )
}
