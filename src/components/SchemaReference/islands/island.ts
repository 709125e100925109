import type { ComponentType } from "react"
import { bridgeContext, deferredIsland, type BridgedContext } from "../../../lib/react/deferred-island"
import { FeedbackPage } from "../../Feedback"

/**
 * A part of a page of the schema reference as a deferred island (src/lib/react/deferred-island.tsx): a first visit
 * shows its HTML, and the reference's code (its links, Copy, the members' feedback forms) loads when the reader moves
 * toward it. Nothing a reader has set changes these parts, so they never start at load. Each template's islands are a
 * module of their own (this folder): a page the app opens waits only for the code of the islands its template has.
 */
export function referenceIsland<P extends object>(
  name: string,
  server: ComponentType<P> | undefined,
  load: () => Promise<ComponentType<P>>,
  contexts: readonly BridgedContext[] = [],
) {
  return deferredIsland<P>({ name, server: server ?? null, load, contexts, useMustStart: () => false })
}

/** What a part with feedback forms reads of the app: the page they speak of. */
export const FORM_CONTEXTS = [bridgeContext(FeedbackPage)]
