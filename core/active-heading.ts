/** Where a heading of the page is: its top, in px from the top of the viewport. */
export interface HeadingPosition {
  id: string
  top: number
}

interface ReadingView {
  /** A heading at or above this line (px from the viewport's top) has begun the section being read. */
  readingLine: number
  viewportHeight: number
  /** The page is scrolled to its end: the last sections may never reach the reading line. */
  atBottom: boolean
}

/**
 * The heading of the section the reader is in, for the table of contents to
 * mark: the last heading (in page order) that has reached the reading line;
 * at the end of the page, the last heading in view, since short sections at
 * the end can never scroll up to that line. Null while the reader is above
 * the first heading (the page's introduction).
 */
export function activeHeadingId(headings: readonly HeadingPosition[], view: ReadingView): string | null {
  if (view.atBottom) {
    const inView = headings.filter((heading) => heading.top < view.viewportHeight)
    if (inView.length > 0) return inView[inView.length - 1].id
  }
  let active: string | null = null
  for (const heading of headings) {
    if (heading.top > view.readingLine) break
    active = heading.id
  }
  return active
}
