import { createContext, useContext, type ReactNode } from "react"
import type { GraphQLExampleData } from "../../../core/example-data"

/**
 * The examples of the page's doc, in order: the page's data (Mdx.examples),
 * which its MDX's <GraphQLExample index={n}> reads. A module of its own, so
 * the doc template does not load the examples' code on pages without any.
 */
export const ExamplesContext = createContext<readonly GraphQLExampleData[] | null>(null)

export function ExamplesProvider({
  examples,
  children,
}: {
  examples: readonly GraphQLExampleData[]
  children: ReactNode
}) {
  return <ExamplesContext.Provider value={examples}>{children}</ExamplesContext.Provider>
}

export function usePageExamples(): readonly GraphQLExampleData[] | null {
  return useContext(ExamplesContext)
}
