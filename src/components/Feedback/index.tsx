import { createContext, useContext, useEffect, useRef, type FormEvent } from "react"
import * as styles from "./styles.module.css"

/** The page the forms speak of (its route), given by the docs layout. */
export const FeedbackPage = createContext("")
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

type Markup = typeof import("./markup")

/**
 * The props of an element holding a form's HTML (./markup.ts). The HTML is
 * written by the server render only: the browser's build drops it from the
 * page's JavaScript (Gatsby defines process.env.BUILD_STAGE, and webpack
 * leaves out the branch that cannot run), and hydration keeps the HTML the
 * page came with. An element the app renders in the browser (after a
 * navigation) gets the markup from its own chunk, once, after it shows.
 * React never re-creates the HTML, so what ./send changes in it stays.
 * `key` names what the HTML depends on: another key is other HTML.
 */
export function useFormMarkup<T extends HTMLElement>(render: (markup: Markup) => string, key: string) {
  const ref = useRef<T>(null)
  useEffect(() => {
    const element = ref.current
    if (!element || element.firstChild) return
    void import("./markup").then((markup) => {
      if (!element.firstChild) element.innerHTML = render(markup)
    })
    // `render` is a new function each render; `key` says when its HTML changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  return {
    ref,
    "data-pagefind-ignore": "all",
    onSubmit: submitFeedback,
    suppressHydrationWarning: true,
    dangerouslySetInnerHTML: {
      __html:
        // Only the server render takes this branch, and only it sees the `require` (as in Gatsby's own page
        // renderer): an `import` would tie ./markup to this module, and so to the docs layout's chunk.
        process.env.BUILD_STAGE === "build-html"
          ? // eslint-disable-next-line @typescript-eslint/no-require-imports
            render(require("./markup") as Markup)
          : "",
    },
  }
}

/** "Was this page helpful?" (./markup.ts), its HTML put in place by useFormMarkup. */
export function PageFeedback() {
  const page = useFeedbackPage()
  const markup = useFormMarkup<HTMLElement>((html) => html.pageFeedbackHtml(page), page)
  return <section id="feedback" className={styles.page} aria-labelledby="feedback-title" {...markup} />
}
