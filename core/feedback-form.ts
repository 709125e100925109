/**
 * The facts the site's feedback forms and the endpoint share, without zod, so
 * the browser takes them without the schema (core/feedback.ts re-exports
 * them): where a form posts, its limits, its fields, what a reader can report,
 * and the id of the thanks each form's answer lands on.
 */

/** The route the site's forms post to, behind Hosting's rewrite (and the emulator's, in `npm start`). */
export const FEEDBACK_ROUTE = "/api/feedback"

/** The page that says what the site records, linked from every form. */
export const RECORDS_ROUTE = "/what-this-site-records/"

export const FEEDBACK_LIMITS = {
  /** A comment's length, in characters. */
  commentChars: 1000,
  /** A request body, in bytes: more gets 413. */
  bodyBytes: 4096,
  /** Searches in one batch the site sends. */
  searchesPerBatch: 20,
  /** A search query, in characters. */
  queryChars: 200,
} as const

/** The form's hidden field that only a bot fills in. */
export const HONEYPOT_FIELD = "website"

/** A form's own field naming its thanks, when the page has more than one form on the same subject (not stored). */
export const THANKS_FIELD = "thanks"

/** What a form's `thanks` may name: one of the thanks ids below (a fragment of the same page, nothing else). */
export const THANKS_ID = /^feedback-(?:thanks|commented)(?:-[\w-]{1,140})?$/

/** What a reader can report about an example or a member. */
export const PROBLEMS = ["differs", "fails", "unclear"] as const
export type Problem = (typeof PROBLEMS)[number]

/** The words of each problem, as the form offers them and the report shows them. */
export const PROBLEM_LABELS: Readonly<Record<Problem, string>> = {
  differs: "The response differs",
  fails: "It fails",
  unclear: "It is unclear",
}

/** What the thanks of a form is told about the piece it answers. */
export interface ThanksSubject {
  kind: string
  example?: string
  member?: string
  helpful?: boolean
}

/**
 * The id of the element a plain form's answer lands on (its redirect's
 * fragment), which the form's markup carries: a page's vote, then its comment;
 * an example's report; a member's flag ("Dish.price" → feedback-thanks-Dish-price).
 * The `nth` example of a page with the same name (2 and on) has its number
 * after it, and its form says so in its `thanks` field.
 */
export function thanksAnchor(subject: ThanksSubject, nth = 1): string {
  if (subject.kind === "example" && subject.example)
    return `feedback-thanks-${subject.example}${nth > 1 ? `-${nth}` : ""}`
  if (subject.kind === "member" && subject.member) return `feedback-thanks-${subject.member.replace(/\./g, "-")}`
  if (subject.kind === "page" && subject.helpful === undefined) return "feedback-commented"
  return "feedback-thanks"
}
