import { createContext, useContext, type FormEvent } from "react"
import { pageFeedbackHtml } from "./markup"
import * as styles from "./styles.module.css"

/** The page the forms speak of (its route), given by the docs layout. */
const FeedbackPage = createContext("")
export const FeedbackPageProvider = FeedbackPage.Provider
export const useFeedbackPage = () => useContext(FeedbackPage)

/**
 * A feedback form's submit with JavaScript on: sent in place by ./send, loaded
 * now. Should that load fail, the form is sent as a plain form, as with
 * JavaScript off.
 */
export function submitFeedback(event: FormEvent<HTMLElement>) {
  const form = event.target as HTMLFormElement
  if (!form.dataset.feedback || form.dataset.plain) return
  event.preventDefault()
  const submitter = (event.nativeEvent as SubmitEvent).submitter
  import("./send").then(
    (send) => send.submitInPlace(form, submitter),
    () => {
      form.dataset.plain = "1"
      form.requestSubmit(submitter)
    },
  )
}

/**
 * "Was this page helpful?" (./markup.ts). React puts its HTML in place and
 * never re-creates it, so what ./send changes in it stays.
 */
export function PageFeedback() {
  return (
    <section
      id="feedback"
      className={styles.page}
      aria-labelledby="feedback-title"
      data-pagefind-ignore="all"
      onSubmit={submitFeedback}
      dangerouslySetInnerHTML={{ __html: pageFeedbackHtml(useFeedbackPage()) }}
    />
  )
}
