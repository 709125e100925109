import type { ComponentProps } from "react"
import { referenceIsland } from "./island"

type ChangelogPage = typeof import("../../SchemaChanges/changelog-page")

// Only the server's build takes this branch (Gatsby defines BUILD_STAGE): the browser's has no static import of it.
const server =
  process.env.BUILD_STAGE === "build-html"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require("../../SchemaChanges/changelog-page") as ChangelogPage)
    : null

/** The changelog's body (../../SchemaChanges/changelog-page.tsx). */
export const ChangelogBody = referenceIsland<ComponentProps<ChangelogPage["ChangelogBody"]>>(
  "the changelog's links",
  server?.ChangelogBody,
  () => import("../../SchemaChanges/changelog-page").then((module) => module.ChangelogBody),
)
