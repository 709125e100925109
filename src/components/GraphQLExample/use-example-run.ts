import { useState } from "react"
import type { SiteCredentials } from "../../lib/browser/run-operation"
import type { RunOutcome } from "../../../core/run-operation"
import type { SampleOperation } from "../../../core/code-samples"
import { siteConfig } from "../../../core/site-config"
import { errorMessage } from "../../../core/error-message"

type LiveRunModule = typeof import("./live-run")

/** What Run has shown: nothing yet, a note instead of a run, or a run (under way, or with its outcome). */
interface LiveState {
  running: boolean
  outcome: RunOutcome | null
  /** Why nothing was sent, or why the run could not start; shown beside Run. */
  note: string | null
}

const NO_RUN: LiveState = { running: false, outcome: null, note: null }

interface ExampleRunInput {
  operation: SampleOperation
  /** "user" for an example that runs as the signed-in user. */
  auth: string | null | undefined
  signedIn: boolean
  credentials: SiteCredentials
}

/**
 * Run of a docs example: the run code loaded with import() on the first
 * press (live-run.tsx, which also says why an example cannot run and asks
 * before a mutation, so a page carries none of it until then), a note
 * instead of a run when an auth=user example cannot run, a question first
 * for a mutation, then the live response until the reader asks for the
 * sample one again.
 */
export function useExampleRun({ operation, auth, signedIn, credentials }: ExampleRunInput) {
  const [live, setLive] = useState<LiveState>(NO_RUN)
  const [liveModule, setLiveModule] = useState<LiveRunModule | null>(null)
  const [showSample, setShowSample] = useState(false)
  // A mutation changes the reader's data: the first Run asks, "Yes, run it" sends.
  const [confirming, setConfirming] = useState(false)

  const run = async (confirmed = false) => {
    setConfirming(false)
    let module: LiveRunModule
    try {
      module = liveModule ?? (await import("./live-run"))
    } catch (error) {
      setLive((current) => ({
        ...current,
        running: false,
        note: `Could not load the code that runs examples (${errorMessage(error)}). Check your connection, then press Run again.`,
      }))
      return
    }
    setLiveModule(() => module)
    const note = auth === "user" ? module.userExampleNote(signedIn, credentials.activeModes.includes("user")) : null
    if (note) {
      setLive((current) => ({ ...current, note }))
      return
    }
    if (!confirmed && module.holdsMutation(operation.query)) {
      setLive((current) => ({ ...current, note: null }))
      setConfirming(true)
      return
    }
    setShowSample(false)
    setLive((current) => ({ ...current, running: true, note: null }))
    const outcome = await module.runExample(operation, credentials, siteConfig.apiUrl)
    setLive({ running: false, outcome, note: null })
  }

  return {
    live,
    liveModule,
    confirming,
    showSample,
    setShowSample,
    hasRun: live.running || live.outcome !== null,
    run,
  }
}
