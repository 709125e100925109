import type { ComponentProps } from "react"
import { AuthContext, useAuth } from "../../providers/Auth"
import { AuthorizationSettingsContext, useAuthorizationSettings } from "../../providers/AuthorizationSettings"
import { useStorageSlot } from "../../lib/browser/storage"
import { bridgeContext, deferredIsland } from "../../lib/react/deferred-island"
import { parseActiveModes } from "../../../core/authorization-modes"
import { FeedbackPage } from "../Feedback"
import { codeLanguageSlot } from "./code-language"
import { ExamplesContext } from "./examples-context"

type Example = typeof import("./index")
type ExampleProps = ComponentProps<Example["GraphQLExample"]>

const DEFAULT_MODES = parseActiveModes(null).join()

/**
 * Whether an example must start at once: the page's HTML shows it as for a
 * first-time reader (the GraphQL tab, no key, the default authorization
 * modes, signed out), and this reader has set something that changes it.
 */
function useExampleMustStart(): boolean {
  const { status } = useAuth()
  const { apiKey, activeModes } = useAuthorizationSettings()
  const [language] = useStorageSlot(codeLanguageSlot)
  return status === "signedIn" || apiKey !== null || language !== null || activeModes.join() !== DEFAULT_MODES
}

/**
 * A docs example (./index.tsx) as a deferred island (src/lib/react/deferred-island.tsx): a first visit shows its
 * HTML, and its code (tabs, Copy, Run) loads when the reader moves toward it. The docs' MDX imports it from here
 * (gatsby/lib/remark-graphql-examples.ts).
 */
export const GraphQLExample = deferredIsland<ExampleProps>({
  name: "the example's controls",
  // Only the server's build takes this branch (Gatsby defines BUILD_STAGE): the browser's has no static import of it.
  server:
    process.env.BUILD_STAGE === "build-html"
      ? // eslint-disable-next-line @typescript-eslint/no-require-imports
        (require("./index") as Example).GraphQLExample
      : null,
  load: () => import("./index").then((module) => module.GraphQLExample),
  contexts: [
    bridgeContext(AuthContext),
    bridgeContext(AuthorizationSettingsContext),
    bridgeContext(ExamplesContext),
    bridgeContext(FeedbackPage),
  ],
  useMustStart: useExampleMustStart,
})
