import type { ComponentProps } from "react"
import { referenceIsland } from "./island"

type DirectivesPage = typeof import("../directives-page")

// Only the server's build takes this branch (Gatsby defines BUILD_STAGE): the browser's has no static import of it.
const server =
  process.env.BUILD_STAGE === "build-html"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require("../directives-page") as DirectivesPage)
    : null

/** The directives page's body (../directives-page.tsx). */
export const DirectivesBody = referenceIsland<ComponentProps<DirectivesPage["DirectivesBody"]>>(
  "the directives' links",
  server?.DirectivesBody,
  () => import("../directives-page").then((module) => module.DirectivesBody),
)
