import type { ComponentProps } from "react"
import { FORM_CONTEXTS, referenceIsland } from "./island"

type OperationsPage = typeof import("../operations-page")

// Only the server's build takes this branch (Gatsby defines BUILD_STAGE): the browser's has no static import of it.
const server =
  process.env.BUILD_STAGE === "build-html"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require("../operations-page") as OperationsPage)
    : null

/** The body of the Queries and Mutations pages (../operations-page.tsx). */
export const SchemaOperationsBody = referenceIsland<ComponentProps<OperationsPage["SchemaOperationsBody"]>>(
  "the operations' links, examples and forms",
  server?.SchemaOperationsBody,
  () => import("../operations-page").then((module) => module.SchemaOperationsBody),
  FORM_CONTEXTS,
)
