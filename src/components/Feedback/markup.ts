/**
 * The feedback forms' markup, as HTML: "Was this page helpful?" at the end of
 * a docs page, and "Report a problem" on an example or a member of a type.
 * Each is a plain form that POSTs to /api/feedback and works with JavaScript
 * off: the endpoint redirects back to the form's thanks (an id in the page,
 * shown by `:target`). Written as HTML, not as React elements, because a page
 * carries this on every visit and its JavaScript must stay small: React puts
 * it in place as it is, and the forms come alive only when submitted (./send).
 * The server render writes it into the page; the browser loads this module
 * only for a page it renders itself (a navigation in the app).
 */
import {
  FEEDBACK_LIMITS,
  FEEDBACK_ROUTE,
  HONEYPOT_FIELD,
  PROBLEM_LABELS,
  PROBLEMS,
  RECORDS_ROUTE,
  THANKS_FIELD,
  thanksAnchor,
} from "../../../core/feedback-form"
import * as styles from "./styles.module.css"

/** What each form does once sent with JavaScript on (./send): its `data-feedback`. */
export type FormStep = "vote" | "comment" | "report"

/** A value in a double-quoted attribute. */
const attribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;")

function form(step: FormStep, fields: Record<string, string>, inner: string): string {
  const hidden = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${attribute(value)}">`)
    .join("")
  // Only a bot fills this in: off screen, out of the tab order and of the accessibility tree.
  const honeypot =
    `<div class="${styles.honeypot}" aria-hidden="true">` +
    `<label>Leave this empty <input name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off"></label></div>`
  return `<form method="post" action="${FEEDBACK_ROUTE}" data-feedback="${step}">${hidden}${honeypot}${inner}</form>`
}

const comment = (id: string, label: string) =>
  `<label for="${id}" class="${styles.label}">${label}</label>` +
  `<textarea id="${id}" name="comment" rows="3" maxlength="${FEEDBACK_LIMITS.commentChars}" class="${styles.comment}"></textarea>`
const button = (words: string, more = "") => `<button type="submit" class="${styles.button}"${more}>${words}</button>`
const records = `<a href="${RECORDS_ROUTE}" class="${styles.records}">What this site records</a>`

/** "Was this page helpful?": Yes or No, then (its thanks) an optional comment, then the comment's thanks. */
export function pageFeedbackHtml(page: string): string {
  const subject = { kind: "page", page }
  const answers = ["Yes", "No"].map((answer) => button(answer, ` name="helpful" value="${answer.toLowerCase()}"`))
  return (
    form(
      "vote",
      subject,
      `<p id="feedback-title" class="${styles.title}">Was this page helpful?</p>` +
        `<div role="group" aria-labelledby="feedback-title" class="${styles.answers}">${answers.join("")}</div>`,
    ) +
    `<div id="feedback-thanks" tabindex="-1" class="${styles.thanks}"><p class="${styles.title}">Thank you for your answer.</p>` +
    form("comment", subject, comment("feedback-comment", "Anything to add? (optional)") + button("Send comment")) +
    `</div><p id="feedback-commented" tabindex="-1" class="${styles.thanks}">Thank you for your comment.</p>${records}`
  )
}

/**
 * "Report a problem" with an example (its name) or a member of a type ("Dish.price"), folded until opened; the
 * `nth` report on the page about the same name (2 and on) names its own thanks.
 */
export function problemReportHtml(
  kind: "example" | "member",
  page: string,
  name: string,
  summaryHtml: string,
  nth = 1,
): string {
  const thanks = thanksAnchor({ kind, [kind]: name }, nth)
  const problems = PROBLEMS.map(
    (problem) =>
      `<label><input type="radio" name="problem" value="${problem}" required> ${PROBLEM_LABELS[problem]}</label>`,
  ).join("")
  return (
    `<details><summary>${summaryHtml}</summary>` +
    form(
      "report",
      { kind, page, [kind]: name, ...(nth > 1 ? { [THANKS_FIELD]: thanks } : {}) },
      `<fieldset class="${styles.problems}"><legend class="${styles.label}">What is wrong?</legend>${problems}</fieldset>` +
        comment(`${thanks}-comment`, "Comment (optional)") +
        button("Send report") +
        records,
    ) +
    `</details><p id="${thanks}" tabindex="-1" class="${styles.thanks}">Thank you: your report was sent.</p>`
  )
}
