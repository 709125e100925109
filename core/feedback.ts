/**
 * Feedback on the docs, as the site's forms, its search and the MCP server
 * send it to /api/feedback: what each piece may hold (zod), its exact
 * subject (a page, an example on it, a member of a type), and the rule that
 * keeps readers' secrets out of what is stored (`removeSecrets`). Pure: the
 * endpoint, the MCP server and the report share it; the browser's forms take
 * only core/feedback-form.ts (no zod), whose facts this re-exports.
 */
import { z } from "zod"
import { FEEDBACK_LIMITS, PROBLEMS } from "./feedback-form"
import { decodedViews, replaceSpans } from "./secrets"

export {
  FEEDBACK_LIMITS,
  FEEDBACK_ROUTE,
  HONEYPOT_FIELD,
  PROBLEM_LABELS,
  PROBLEMS,
  RECORDS_ROUTE,
  THANKS_FIELD,
  THANKS_ID,
  thanksAnchor,
  type Problem,
} from "./feedback-form"
/** The statuses a writer gives an item. */
export const STATUSES = ["new", "in-progress", "done", "dismissed"] as const
export type Status = (typeof STATUSES)[number]

/** A page of the site: a path that starts and ends with "/", no query, no host. */
const pagePath = z
  .string()
  .max(300)
  .regex(/^\/[\w\-./~%]*\/$/, "a page's path, such as /docs/access-the-api/")
const comment = z.string().max(FEEDBACK_LIMITS.commentChars, `at most ${FEEDBACK_LIMITS.commentChars} characters`)
const problem = z.enum(PROBLEMS)
/** An example's name (its operation's name) or a member's anchor ("Dish.price"). */
const name = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[_A-Za-z][\w.]*$/, "a GraphQL name, such as Dishes or Dish.price")
const query = z.string().trim().min(1).max(FEEDBACK_LIMITS.queryChars)

/** One piece of feedback, by kind. Unknown fields are refused, so a mistake is never stored half-read. */
export const feedbackSchema = z.discriminatedUnion("kind", [
  // A vote, or the comment a reader adds after it (no vote then: the vote was counted when it was sent).
  z
    .strictObject({
      kind: z.literal("page"),
      page: pagePath,
      helpful: z.boolean().optional(),
      comment: comment.optional(),
    })
    .refine((piece) => piece.helpful !== undefined || (piece.comment ?? "").trim() !== "", {
      message: "a vote (helpful) or a comment",
    }),
  z.strictObject({ kind: z.literal("example"), page: pagePath, example: name, problem, comment: comment.optional() }),
  z.strictObject({ kind: z.literal("member"), page: pagePath, member: name, problem, comment: comment.optional() }),
  z.strictObject({
    kind: z.literal("search"),
    searches: z
      .array(
        z.strictObject({
          query,
          results: z.number().int().min(0).max(10_000),
          /** The result the reader opened, by its 1-based rank and its address; absent when none was. */
          picked: z.strictObject({ rank: z.number().int().min(1).max(1000), url: z.string().max(300) }).optional(),
        }),
      )
      .min(1)
      .max(FEEDBACK_LIMITS.searchesPerBatch),
  }),
  z.strictObject({
    kind: z.literal("agent"),
    page: pagePath.optional(),
    member: name.optional(),
    helpful: z.boolean(),
    comment: comment.optional(),
  }),
  z.strictObject({ kind: z.literal("agent-search"), query }),
  z.strictObject({
    kind: z.literal("agent-run"),
    code: z.string().regex(/^[A-Z_]{1,40}$/, "an error code, such as GRAPHQL_VALIDATION_FAILED"),
    fields: z.array(name).max(20),
  }),
])

export type Feedback = z.infer<typeof feedbackSchema>

/** What is wrong with a piece of feedback, field by field, in one line; never a stack. */
export function feedbackProblems(value: unknown): { feedback: Feedback } | { problem: string } {
  const parsed = feedbackSchema.safeParse(value)
  if (parsed.success) return { feedback: parsed.data }
  const problems = parsed.error.issues.map((issue) => {
    const where = issue.path.length > 0 ? issue.path.join(".") : "the feedback"
    return `${where}: ${issue.message}`
  })
  return { problem: problems.join("; ") }
}

/** What replaces a secret in stored text. */
export const REMOVED = "[removed]"

/**
 * Things a reader may paste that must not be stored: a key of this API, a bearer token, a JWT, an email
 * address, and any long unbroken run of key-like characters (a key of another service).
 */
const SECRET_PATTERNS: readonly RegExp[] = [
  /\bBearer\s+[\w\-.~+/]+=*/gi,
  /\beyJ[\w-]*\.[\w-]+\.[\w-]*/g,
  /\bzfv_[\w-]{4,}/gi,
  /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g,
  /\b(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w-]{32,}\b/g,
]

/**
 * The text with every secret-looking part replaced by [removed]: as typed, and as read once its escapes are decoded
 * (percent-encoded, JSON's `\u` escapes, HTML entities; core/secrets.ts), so an encoded key goes too. A key cut by
 * spaces cannot be told from words here; where the key is known (the MCP endpoint's), its redactor takes it too.
 */
export function removeSecrets(text: string): string {
  const typed = SECRET_PATTERNS.reduce((out, pattern) => out.replace(pattern, REMOVED), text)
  const spans = decodedViews(typed, "keep").flatMap((view) =>
    SECRET_PATTERNS.flatMap((pattern) =>
      [...view.text.matchAll(pattern)].map(
        (match) => [view.starts[match.index], view.ends[match.index + match[0].length - 1], REMOVED] as const,
      ),
    ),
  )
  return replaceSpans(typed, spans)
}

/** The feedback with its free text (comments, queries) passed through `clean`. */
export function withFreeText(feedback: Feedback, clean: (text: string) => string): Feedback {
  switch (feedback.kind) {
    case "search":
      return { ...feedback, searches: feedback.searches.map((each) => ({ ...each, query: clean(each.query) })) }
    case "agent-search":
      return { ...feedback, query: clean(feedback.query) }
    case "agent-run":
      return feedback
    default:
      return feedback.comment === undefined ? feedback : { ...feedback, comment: clean(feedback.comment) }
  }
}

/** The feedback with its free text (comments, queries) passed through removeSecrets. */
export const withoutSecrets = (feedback: Feedback): Feedback => withFreeText(feedback, removeSecrets)

/** A piece's subject, as the report groups it: the page, and the example or member on it. */
export function subjectOf(feedback: Feedback): string {
  switch (feedback.kind) {
    case "page":
      return feedback.page
    case "example":
      return `${feedback.page}#${feedback.example}`
    case "member":
      return `${feedback.page}#${feedback.member}`
    case "agent":
      return feedback.member ?? feedback.page ?? "(the docs)"
    case "search":
    case "agent-search":
      return "(search)"
    case "agent-run":
      return `(run_operation ${feedback.code})`
  }
}
