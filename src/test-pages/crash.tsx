import { useState } from "react"
import type { HeadProps } from "gatsby"
import { Layout } from "../components/Layout"

/**
 * Test-only page (/__test/crash/), built only with GATSBY_TEST_ROUTES=1 as
 * npm test does: a button makes the page throw an error with a cause chain,
 * so the browser tests can see the crash screen and "Try again".
 */
export default function CrashTestPage() {
  const [crash, setCrash] = useState(false)
  if (crash) {
    throw new Error("Rendering the menu failed", { cause: new Error("The dish list was malformed", { cause: new Error("Unexpected end of JSON input") }) })
  }
  return (
    <Layout>
      <main id="main-content" tabIndex={-1}>
        <h1>Crash test page</h1>
        <button type="button" onClick={() => setCrash(true)}>
          Crash this page
        </button>
      </main>
    </Layout>
  )
}

export function Head(_props: HeadProps) {
  return <title>Crash test page</title>
}
