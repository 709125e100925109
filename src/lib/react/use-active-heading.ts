import { useEffect, useState } from "react"
import { activeHeadingId } from "../../../core/active-heading"

/** How far below the scroll padding (the navbar's height) a heading still counts as begun: about two lines. */
const READING_SLACK_PX = 64

/**
 * The id of the heading whose section is being read, among `ids` (in page
 * order), kept up to date while the reader scrolls: measured at most once a
 * frame, the rule in core/active-heading.ts. Null in the server render.
 */
export function useActiveHeading(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null)
  // A string, so a list with the same ids made afresh on each render does not subscribe again.
  const idList = ids.join("\n")
  useEffect(() => {
    const wanted = idList === "" ? [] : idList.split("\n")
    if (wanted.length === 0) return
    let frame = 0
    const measure = () => {
      frame = 0
      const root = document.documentElement
      const headings = wanted.flatMap((id) => {
        const element = document.getElementById(id)
        return element ? [{ id, top: element.getBoundingClientRect().top }] : []
      })
      const scrollPadding = parseFloat(getComputedStyle(root).scrollPaddingTop) || 0
      setActive(
        activeHeadingId(headings, {
          readingLine: scrollPadding + READING_SLACK_PX,
          viewportHeight: window.innerHeight,
          atBottom: window.scrollY + window.innerHeight >= root.scrollHeight - 2,
        }),
      )
    }
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure)
    }
    measure()
    window.addEventListener("scroll", schedule, { passive: true })
    window.addEventListener("resize", schedule)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener("scroll", schedule)
      window.removeEventListener("resize", schedule)
    }
  }, [idList])
  return active
}
