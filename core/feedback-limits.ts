/**
 * Where feedback goes and how much of it one request may carry, without zod:
 * core/feedback.ts (the rules, with zod) re-exports these, and the browser's
 * code (the search's reports) imports them from here so that zod stays out
 * of the site's bundles.
 */

/** The route the site's forms post to, behind Hosting's rewrite (and the emulator's, in `npm start`). */
export const FEEDBACK_ROUTE = "/api/feedback"

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
