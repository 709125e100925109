/**
 * The TypeScript tab of a docs example, loaded when a reader first picks it (GraphQLExample imports this module with
 * import()), with the sample itself: the build writes each doc's samples, typed with the schema, as one JSON file
 * (gatsby/lib/example-html.ts). So a page carries no TypeScript for readers who never ask for it.
 */
import { withPrefix } from "gatsby"
import { useEffect, useState } from "react"
import { HighlightedCode } from "../CodeBlock"
import type { SampleHeader } from "../../../core/code-samples"
import {
  snippetHtml,
  type TypeScriptSample,
  type TypeScriptSampleFile,
  type TypeScriptSampleRef,
} from "../../../core/example-data"
import { errorMessage } from "../../../core/error-message"
import { loadOncePerKey } from "../../../core/load-once"
import { codeText } from "../../../core/html-text"
import * as styles from "./styles.module.css"

/** The docs' TypeScript sample files (one per doc), each fetched once per page visit. */
const loadSampleFile = loadOncePerKey((href: string) =>
  fetch(withPrefix(href)).then(async (response) => {
    if (!response.ok) throw new Error(`the site answered HTTP ${response.status}`)
    return (await response.json()) as TypeScriptSampleFile
  }),
)

/**
 * An example's TypeScript sample, from its doc's file (gatsby/lib/example-html.ts writes it), fetched the first time
 * a reader wants one and shared by the doc's examples. A failed fetch is forgotten, so the next attempt tries again.
 */
export function loadTypeScriptSample({ href, index }: TypeScriptSampleRef): Promise<TypeScriptSample> {
  return loadSampleFile(href).then((samples) => {
    const sample = samples[index]
    if (!sample) throw new Error(`its file has no sample ${index + 1}; reload the page for this build's samples`)
    return sample
  })
}

interface TypeScriptSampleState {
  sample: TypeScriptSample | null
  /** Why it did not load, in words; null while it loads or once it has. */
  problem: string | null
}

/** What Copy copies on the TypeScript tab: the sample with these header lines. */
export async function typescriptCopyText(ref: TypeScriptSampleRef, headers: readonly SampleHeader[]): Promise<string> {
  return codeText(snippetHtml("typescript", (await loadTypeScriptSample(ref)).html, headers))
}

/** The sample, with what went wrong and a way to try again. */
function useTypeScriptSample({ href, index }: TypeScriptSampleRef) {
  const [state, setState] = useState<TypeScriptSampleState>({ sample: null, problem: null })
  const [attempt, setAttempt] = useState(0)
  const loaded = state.sample !== null
  useEffect(() => {
    if (loaded) return
    let current = true
    loadTypeScriptSample({ href, index }).then(
      (sample) => current && setState({ sample, problem: null }),
      (error: unknown) => current && setState({ sample: null, problem: errorMessage(error) }),
    )
    return () => {
      current = false
    }
  }, [href, index, loaded, attempt])
  const retry = () => {
    setState({ sample: null, problem: null })
    setAttempt((count) => count + 1)
  }
  return { ...state, retry }
}

/** The TypeScript sample with the reader's header lines (masked or revealed, as in the other tabs). */
export default function TypeScriptPanel({
  sample: ref,
  headers,
}: {
  sample: TypeScriptSampleRef
  headers: readonly SampleHeader[]
}) {
  const { sample, problem, retry } = useTypeScriptSample(ref)
  if (sample) return <HighlightedCode html={snippetHtml("typescript", sample.html, headers)} />
  return (
    <p role="status" className={styles.loading}>
      {problem ? (
        <>
          The TypeScript sample did not load: {problem}.{" "}
          <button type="button" className={styles.switchButton} onClick={retry}>
            Try again
          </button>
        </>
      ) : (
        TYPESCRIPT_LOADING
      )}
    </p>
  )
}

/** What the tab says while its code or its sample is on the way. */
const TYPESCRIPT_LOADING = "Loading the TypeScript sample…"
