import { Link } from "gatsby"
import { useAnnouncementBar } from "../../providers/AnnouncementBar"
import { announcementBar } from "../../lib/site-config"
import * as styles from "./styles.module.css"

/** A one-line notice above the navbar, until the reader closes it. */
export function AnnouncementBar() {
  const { isActive, close } = useAnnouncementBar()
  if (!announcementBar || !isActive) return null
  const { content, link, backgroundColor, textColor, isCloseable } = announcementBar
  return (
    <div className={styles.bar} style={{ backgroundColor, color: textColor }} role="region" aria-label="Announcement" data-announcement-bar="">
      <p className={styles.content}>
        {content}{" "}
        {link ? (
          <Link to={link.href} style={{ color: textColor }} className={styles.link}>
            {link.label}
          </Link>
        ) : null}
      </p>
      {isCloseable ? (
        <button type="button" className={styles.close} onClick={close} aria-label="Close announcement" title="Close" style={{ color: textColor }}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
      ) : null}
    </div>
  )
}
