/**
 * The widths at which the layout changes, and the media conditions built from
 * them, each named by what it means in the layout. Stylesheets write the name
 * as custom media, `@media (--mobile) { … }`, which the site's webpack and the
 * playground editor's esbuild replace with the condition here
 * (gatsby/lib/custom-media.ts); scripts pass the same condition to
 * matchMedia. A width changes here and nowhere else, and the last width of one
 * layout is always one less than the first of the next.
 */

/** The widest phone: below it the playground stacks its panes and schema tables read as blocks. */
const PHONE_MAX_WIDTH = 700
/** From here the navbar shows its items and docs pages their sidebar; below it both move into the mobile panel. */
const DESKTOP_MIN_WIDTH = 997
/** From here docs pages have room for their table of contents beside the text. */
const TOC_COLUMN_MIN_WIDTH = 1200
/** From here the navbar's items and account controls share one row; below it the account has a row of its own. */
const NAVBAR_ONE_ROW_MIN_WIDTH = 1280
/** From here the one-row navbar has room to spare: the search field shows its keys and the gaps are wide. */
const NAVBAR_ROOMY_MIN_WIDTH = 1600

/** The widths themselves, for tests that put a window at the edge of a layout. */
export const LAYOUT_WIDTHS = {
  phoneMax: PHONE_MAX_WIDTH,
  desktopMin: DESKTOP_MIN_WIDTH,
  tocColumnMin: TOC_COLUMN_MIN_WIDTH,
  navbarOneRowMin: NAVBAR_ONE_ROW_MIN_WIDTH,
  navbarRoomyMin: NAVBAR_ROOMY_MIN_WIDTH,
} as const

export const CUSTOM_MEDIA = {
  "--phone": `(max-width: ${PHONE_MAX_WIDTH}px)`,
  "--mobile": `(max-width: ${DESKTOP_MIN_WIDTH - 1}px)`,
  "--desktop": `(min-width: ${DESKTOP_MIN_WIDTH}px)`,
  "--toc-column": `(min-width: ${TOC_COLUMN_MIN_WIDTH}px)`,
  "--navbar-two-rows": `(min-width: ${DESKTOP_MIN_WIDTH}px) and (max-width: ${NAVBAR_ONE_ROW_MIN_WIDTH - 1}px)`,
  "--navbar-one-row": `(min-width: ${NAVBAR_ONE_ROW_MIN_WIDTH}px)`,
  "--navbar-one-row-tight": `(min-width: ${NAVBAR_ONE_ROW_MIN_WIDTH}px) and (max-width: ${NAVBAR_ROOMY_MIN_WIDTH - 1}px)`,
} as const

export type CustomMediaName = keyof typeof CUSTOM_MEDIA
