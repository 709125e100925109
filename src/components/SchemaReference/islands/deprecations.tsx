import type { ComponentProps } from "react"
import { referenceIsland } from "./island"

type DeprecationsPage = typeof import("../deprecations-page")

// Only the server's build takes this branch (Gatsby defines BUILD_STAGE): the browser's has no static import of it.
const server =
  process.env.BUILD_STAGE === "build-html"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require("../deprecations-page") as DeprecationsPage)
    : null

/** The deprecations page's body (../deprecations-page.tsx). */
export const DeprecationsBody = referenceIsland<ComponentProps<DeprecationsPage["DeprecationsBody"]>>(
  "the deprecations' links",
  server?.DeprecationsBody,
  () => import("../deprecations-page").then((module) => module.DeprecationsBody),
)
