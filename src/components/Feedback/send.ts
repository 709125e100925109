/**
 * A feedback form's submission with JavaScript on: the same form, posted
 * without leaving the page, asking the endpoint for JSON (feedback/src/endpoint.ts),
 * then the form's thanks shown and focused, or the failure said at the form
 * with the reader's text kept. Loaded on the first submit, so a page carries
 * none of this until a reader uses a form.
 */
import type { FormStep } from "./markup"
import * as styles from "./styles.module.css"

/** How long a reader waits before the form says the service is not answering. */
export const SEND_TIMEOUT_MS = 10_000

export type SendAnswer = { ok: true } | { ok: false; message: string }

/** The words a failed submission shows at the form; the reader's text stays in it. */
export const UNREACHABLE =
  "Your feedback was not sent: the feedback service cannot be reached just now. Your text is still here; please try again in a minute."

/** The form's fields as a plain form would post them, with the button that sent it. */
export function formBody(form: HTMLFormElement, submitter?: HTMLElement | null): URLSearchParams {
  const body = new URLSearchParams()
  for (const [name, value] of new FormData(form)) if (typeof value === "string") body.append(name, value)
  if (submitter instanceof HTMLButtonElement && submitter.name) body.append(submitter.name, submitter.value)
  return body
}

/** What a failed answer says, from its JSON `error` or, failing that, its status. */
async function failure(response: Pick<Response, "status" | "json">): Promise<string> {
  let said = ""
  try {
    said = String(((await response.json()) as { error?: unknown }).error ?? "")
  } catch {
    // Not JSON (a proxy's page): the status says enough.
  }
  return `Your feedback was not sent: ${said || `the feedback service answered ${response.status}.`} Your text is still here.`
}

export async function sendForm(
  form: HTMLFormElement,
  submitter?: HTMLElement | null,
  fetchImpl: typeof fetch = fetch,
): Promise<SendAnswer> {
  try {
    const response = await fetchImpl(form.action, {
      method: "POST",
      body: formBody(form, submitter),
      headers: { Accept: "application/json" },
      // Older browsers lack AbortSignal.timeout; they wait for the network's own timeout instead.
      signal: typeof AbortSignal.timeout === "function" ? AbortSignal.timeout(SEND_TIMEOUT_MS) : undefined,
    })
    return response.ok ? { ok: true } : { ok: false, message: await failure(response) }
  } catch {
    return { ok: false, message: UNREACHABLE }
  }
}

/** Shows a thanks (as its `:target` would) and moves focus to it. */
function showThanks(thanks: HTMLElement | null) {
  if (!thanks) return
  thanks.dataset.shown = ""
  thanks.focus()
}

/** The failure's words at the form, in the one alert it has; none when `message` is null. */
function sayFailure(form: HTMLFormElement, message: string | null) {
  let alert = form.querySelector<HTMLElement>("[role=alert]")
  if (message === null) return alert?.remove()
  if (!alert) {
    alert = Object.assign(document.createElement("p"), { className: styles.failure })
    alert.setAttribute("role", "alert")
    form.append(alert)
  }
  alert.textContent = message
}

/** Sends the form in place; on success its part of the markup gives way to its thanks (./markup.ts). */
export async function submitInPlace(form: HTMLFormElement, submitter?: HTMLElement | null): Promise<void> {
  const buttons = [...form.querySelectorAll("button")]
  for (const each of buttons) each.disabled = true
  const answer = await sendForm(form, submitter)
  for (const each of buttons) each.disabled = false
  sayFailure(form, answer.ok ? null : answer.message)
  if (!answer.ok) return
  const step = form.dataset.feedback as FormStep
  if (step === "vote") {
    form.hidden = true
    showThanks(document.getElementById("feedback-thanks"))
  } else if (step === "comment") {
    const thanks = form.closest<HTMLElement>("#feedback-thanks")
    if (thanks) delete thanks.dataset.shown
    thanks?.setAttribute("hidden", "")
    showThanks(document.getElementById("feedback-commented"))
  } else {
    const details = form.closest("details")
    details?.setAttribute("hidden", "")
    showThanks(details?.nextElementSibling as HTMLElement | null)
  }
}
