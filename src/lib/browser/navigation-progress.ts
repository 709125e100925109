/** The spec requires that the progress bar appears only "when a route change takes longer than 200 ms". */
export const PROGRESS_DELAY_MS = 200

let timer: ReturnType<typeof setTimeout> | null = null
let bar: HTMLDivElement | null = null

function show() {
  timer = null
  bar?.remove()
  bar = document.createElement("div")
  bar.className = "navigation-progress"
  bar.setAttribute("role", "progressbar")
  bar.setAttribute("aria-label", "Loading the page")
  document.body.appendChild(bar)
  // Start at zero, then grow slowly towards 80% until the page arrives.
  void bar.offsetWidth
  bar.classList.add("navigation-progress--running")
}

/** A route change started: show the bar if it is not done within PROGRESS_DELAY_MS. */
export function startNavigationProgress() {
  if (timer) clearTimeout(timer)
  timer = setTimeout(show, PROGRESS_DELAY_MS)
}

/** The route change finished: cancel the bar, or complete and remove it. */
export function finishNavigationProgress() {
  if (timer) {
    clearTimeout(timer)
    timer = null
  }
  const done = bar
  bar = null
  if (!done) return
  done.classList.add("navigation-progress--done")
  setTimeout(() => done.remove(), 300)
}
