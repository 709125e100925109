/**
 * The playground's cost line: its shape and its words, for the page's first view and for the editor. No graphql and
 * no cost code here, so the page can import it; measuring.ts measures (editor bundle and build), drawing.tsx draws
 * the line, meter.tsx measures in the editor as the reader types.
 */
export interface CostStatus {
  /** `measured`: figures within the limits; `over`: figures with warnings; `unmeasured`: a calm note instead. */
  kind: "measured" | "over" | "unmeasured"
  /** "Cost 49 of 20,000 · depth 5 of 12", with the operation's name when the document holds several; or the note. */
  text: string
  /** Why the API would refuse it: the limits it is over, in the words of limitProblems (schema/cost.ts). */
  warnings: string[]
}

/** The notes the line shows instead of figures. */
export const COST_NOTES = {
  empty: "Cost: write an operation to see its cost",
  invalid: "Cost: fix the query to see its cost",
  variables: "Cost: fix the variables (they are not a JSON object) to see its cost",
  loading: "Cost: shown once the schema has loaded",
  noSchema: "Cost: not shown, as no schema could be loaded",
  beforeEditor: "Cost: shown once the full editor has started",
} as const

/** Before the warnings: they say what the API will do with the operation; Run sends it all the same. */
export const REFUSAL_PREFIX = "The API will refuse it:"

/** The whole line as one sentence, as the line shows it (a `code` span as its text): what a screen reader hears. */
export function costStatusSentence(status: CostStatus): string {
  if (status.warnings.length === 0) return status.text
  return `${status.text}. ${REFUSAL_PREFIX} ${status.warnings.join(". ").replace(/`/g, "")}.`
}

/**
 * How long the reader must pause before a screen reader hears the line: the visible line follows every keystroke,
 * its live region only the pauses (as GOV.UK's character count does), so typing is not talked over.
 */
export const COST_ANNOUNCE_AFTER_MS = 1000
