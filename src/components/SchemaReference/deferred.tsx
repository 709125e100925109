import type { ComponentProps, ComponentType } from "react"
import { bridgeContext, deferredIsland, type BridgedContext } from "../../lib/react/deferred-island"
import { FeedbackPage } from "../Feedback"

type TypePage = typeof import("./type-page")
type OperationsPage = typeof import("./operations-page")
type ChangelogPage = typeof import("../SchemaChanges/changelog-page")
type DirectivesPage = typeof import("./directives-page")
type DeprecationsPage = typeof import("./deprecations-page")

// Only the server's build takes this branch (Gatsby defines BUILD_STAGE): the browser's has no static import of them.
/* eslint-disable @typescript-eslint/no-require-imports */
const server =
  process.env.BUILD_STAGE === "build-html"
    ? {
        type: require("./type-page") as TypePage,
        operations: require("./operations-page") as OperationsPage,
        changelog: require("../SchemaChanges/changelog-page") as ChangelogPage,
        directives: require("./directives-page") as DirectivesPage,
        deprecations: require("./deprecations-page") as DeprecationsPage,
      }
    : null
/* eslint-enable @typescript-eslint/no-require-imports */

/**
 * A part of a page of the schema reference as a deferred island (src/lib/react/deferred-island.tsx): a first visit
 * shows its HTML, and the reference's code (its links, Copy, the members' feedback forms) loads when the reader moves
 * toward it. Nothing a reader has set changes these parts, so they never start at load.
 */
function referenceIsland<P extends object>(
  name: string,
  serverComponent: ComponentType<P> | undefined,
  load: () => Promise<ComponentType<P>>,
  contexts: readonly BridgedContext[] = [],
) {
  return deferredIsland<P>({ name, server: serverComponent ?? null, load, contexts, useMustStart: () => false })
}

const forms = [bridgeContext(FeedbackPage)]

/** A type page's header and body (./type-page.tsx). */
export const SchemaTypeHeader = referenceIsland<ComponentProps<TypePage["SchemaTypeHeader"]>>(
  "the type's links",
  server?.type.SchemaTypeHeader,
  () => import("./type-page").then((module) => module.SchemaTypeHeader),
)
export const SchemaTypeBody = referenceIsland<ComponentProps<TypePage["SchemaTypeBody"]>>(
  "the type's links and forms",
  server?.type.SchemaTypeBody,
  () => import("./type-page").then((module) => module.SchemaTypeBody),
  forms,
)

/** The body of the Queries and Mutations pages (./operations-page.tsx). */
export const SchemaOperationsBody = referenceIsland<ComponentProps<OperationsPage["SchemaOperationsBody"]>>(
  "the operations' links, examples and forms",
  server?.operations.SchemaOperationsBody,
  () => import("./operations-page").then((module) => module.SchemaOperationsBody),
  forms,
)

/** The changelog's body (../SchemaChanges/changelog-page.tsx). */
export const ChangelogBody = referenceIsland<ComponentProps<ChangelogPage["ChangelogBody"]>>(
  "the changelog's links",
  server?.changelog.ChangelogBody,
  () => import("../SchemaChanges/changelog-page").then((module) => module.ChangelogBody),
)

/** The directives page's body (./directives-page.tsx). */
export const DirectivesBody = referenceIsland<ComponentProps<DirectivesPage["DirectivesBody"]>>(
  "the directives' links",
  server?.directives.DirectivesBody,
  () => import("./directives-page").then((module) => module.DirectivesBody),
)

/** The deprecations page's body (./deprecations-page.tsx). */
export const DeprecationsBody = referenceIsland<ComponentProps<DeprecationsPage["DeprecationsBody"]>>(
  "the deprecations' links",
  server?.deprecations.DeprecationsBody,
  () => import("./deprecations-page").then((module) => module.DeprecationsBody),
)
