import type { ComponentProps } from "react"
import { FORM_CONTEXTS, referenceIsland } from "./island"

type TypePage = typeof import("../type-page")

// Only the server's build takes this branch (Gatsby defines BUILD_STAGE): the browser's has no static import of it.
const server =
  process.env.BUILD_STAGE === "build-html"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require("../type-page") as TypePage)
    : null

/** A type page's header (../type-page.tsx): its kind, the release that added it, its name. */
export const SchemaTypeHeader = referenceIsland<ComponentProps<TypePage["SchemaTypeHeader"]>>(
  "the type's links",
  server?.SchemaTypeHeader,
  () => import("../type-page").then((module) => module.SchemaTypeHeader),
)

/** A type page's body (../type-page.tsx). */
export const SchemaTypeBody = referenceIsland<ComponentProps<TypePage["SchemaTypeBody"]>>(
  "the type's links and forms",
  server?.SchemaTypeBody,
  () => import("../type-page").then((module) => module.SchemaTypeBody),
  FORM_CONTEXTS,
)
