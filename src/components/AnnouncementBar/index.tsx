import { Link } from "gatsby"
import { useAnnouncementBar } from "../../providers/AnnouncementBar"
import { announcementBar } from "../../lib/shared/site-config"
import * as styles from "./styles.module.css"
import { CloseIcon } from "../CloseIcon"

/** A one-line notice above the navbar, until the reader closes it. */
export function AnnouncementBar() {
  const { isActive, close } = useAnnouncementBar()
  if (!announcementBar || !isActive) return null
  const { content, link, backgroundColor, textColor, isCloseable } = announcementBar
  return (
    <div
      className={styles.bar}
      style={{ backgroundColor, color: textColor }}
      role="region"
      aria-label="Announcement"
      data-announcement-bar=""
    >
      <p className={styles.content}>
        {content}{" "}
        {link ? (
          <Link to={link.href} style={{ color: textColor }} className={styles.link}>
            {link.label}
          </Link>
        ) : null}
      </p>
      {isCloseable ? (
        <button
          type="button"
          className={styles.close}
          onClick={close}
          aria-label="Close announcement"
          title="Close"
          style={{ color: textColor }}
        >
          <CloseIcon size={16} />
        </button>
      ) : null}
    </div>
  )
}
