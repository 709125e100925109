import type { ComponentProps } from "react"
import { bridgeContext, deferredIsland } from "../../lib/react/deferred-island"
import { FeedbackPage } from "../Feedback"

type TypePage = typeof import("./type-page")
type OperationsPage = typeof import("./operations-page")
type ChangelogPage = typeof import("../SchemaChanges/changelog-page")

// Only the server's build takes these branches (Gatsby defines BUILD_STAGE): the browser's has no static import of them.
const server: TypePage | null =
  process.env.BUILD_STAGE === "build-html"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require("./type-page") as TypePage)
    : null
const operationsServer: OperationsPage | null =
  process.env.BUILD_STAGE === "build-html"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require("./operations-page") as OperationsPage)
    : null
const changelogServer: ChangelogPage | null =
  process.env.BUILD_STAGE === "build-html"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require("../SchemaChanges/changelog-page") as ChangelogPage)
    : null

/**
 * A type page's header and body (./type-page.tsx), an operations page's body (./operations-page.tsx) and the
 * changelog's (../SchemaChanges/changelog-page.tsx), as deferred islands
 * (src/lib/react/deferred-island.tsx): a first visit shows their HTML, and the
 * reference's code (its links, Copy, the members' feedback forms) loads when
 * the reader moves toward them. Nothing a reader has set changes them, so
 * they never start at load.
 */
export const SchemaTypeHeader = deferredIsland<ComponentProps<TypePage["SchemaTypeHeader"]>>({
  name: "the type's links",
  server: server?.SchemaTypeHeader ?? null,
  load: () => import("./type-page").then((module) => module.SchemaTypeHeader),
  contexts: [],
  useMustStart: () => false,
})

export const SchemaTypeBody = deferredIsland<ComponentProps<TypePage["SchemaTypeBody"]>>({
  name: "the type's links and forms",
  server: server?.SchemaTypeBody ?? null,
  load: () => import("./type-page").then((module) => module.SchemaTypeBody),
  contexts: [bridgeContext(FeedbackPage)],
  useMustStart: () => false,
})

export const SchemaOperationsBody = deferredIsland<ComponentProps<OperationsPage["SchemaOperationsBody"]>>({
  name: "the operations' links, examples and forms",
  server: operationsServer?.SchemaOperationsBody ?? null,
  load: () => import("./operations-page").then((module) => module.SchemaOperationsBody),
  contexts: [bridgeContext(FeedbackPage)],
  useMustStart: () => false,
})

export const ChangelogBody = deferredIsland<ComponentProps<ChangelogPage["ChangelogBody"]>>({
  name: "the changelog's links",
  server: changelogServer?.ChangelogBody ?? null,
  load: () => import("../SchemaChanges/changelog-page").then((module) => module.ChangelogBody),
  contexts: [],
  useMustStart: () => false,
})
