import { z } from "zod"
import { FEEDBACK_LIMITS, feedbackProblems } from "../../../core/feedback"
import { ToolProblem, defineTool } from "./tool"

/** A page's path on the site, from a path or a URL an agent gives ("#…" and ".md" left off). */
function pagePathOf(input: string, docsUrl: string): string {
  const url = new URL(
    input.trim().startsWith("/") || /^[a-z]+:/i.test(input.trim()) ? input.trim() : `/${input.trim()}`,
    docsUrl,
  )
  if (url.origin !== new URL(docsUrl).origin)
    throw new ToolProblem(`submit_feedback takes pages of the docs site ${new URL(docsUrl).origin}, not ${url.origin}.`)
  const path = decodeURIComponent(url.pathname).replace(/\.md$/, "/")
  return path.endsWith("/") ? path : `${path}/`
}

export const submitFeedbackTool = defineTool({
  name: "submit_feedback",
  title: "Tell the docs' writers what was wrong or missing",
  description:
    "Sends feedback on the ZFV API docs to their writers: on a page (its URL or path, as search_docs or " +
    "list_pages gave it) or on a schema member (type and member, e.g. Dish and price), whether it helped, and a " +
    "comment saying what was wrong, missing or unclear. Use it when a page or a type's reference was wrong, " +
    "out of date or not enough to finish the task. Never put credentials, keys or personal data in the comment " +
    "(anything that looks like one is removed before it is stored).",
  inputSchema: {
    page: z.string().optional().describe("The page's URL or path, e.g. /docs/access-the-api/."),
    type: z.string().optional().describe('A schema type the feedback is about, e.g. "Dish" (with member).'),
    member: z.string().optional().describe('Its field, argument or enum value, e.g. "price".'),
    helpful: z.boolean().describe("Whether the page or member helped with the task."),
    comment: z
      .string()
      .max(FEEDBACK_LIMITS.commentChars)
      .optional()
      .describe(`What was wrong, missing or unclear (at most ${FEEDBACK_LIMITS.commentChars} characters).`),
  },
  annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: false },
  run: async ({ page, type, member, helpful, comment }, { site, answer, sendFeedback }) => {
    if (!page && !type)
      return answer("Say what the feedback is about: a page (page) or a schema type (type, member).", true)
    const piece = {
      kind: "agent" as const,
      ...(page ? { page: pagePathOf(page, site.docsUrl) } : {}),
      ...(type ? { member: member ? `${type.trim()}.${member.trim()}` : type.trim() } : {}),
      helpful,
      ...(comment?.trim() ? { comment: comment.trim() } : {}),
    }
    const checked = feedbackProblems(piece)
    if ("problem" in checked) return answer(`Not sent: ${checked.problem}.`, true)
    await sendFeedback(checked.feedback)
    const about = piece.member ?? piece.page
    return answer(`Thank you: your feedback on ${about} reached the docs' writers.`)
  },
})
