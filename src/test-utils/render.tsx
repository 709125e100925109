import type { ReactElement } from "react"
import { render } from "@testing-library/react"
import { LocationProvider, createHistory, createMemorySource } from "@reach/router"
import { useStaticQuery } from "gatsby"
import { RootProviders } from "../providers/RootProviders"
import { buildSidebar } from "../../core/sidebar"

const docs = [
  {
    docId: "access-the-api",
    route: "/docs/access-the-api/",
    category: "",
    title: "Access the API",
    sidebarLabel: null,
    sidebarPosition: 1,
  },
  {
    docId: "examples/dishes",
    route: "/docs/examples/dishes/",
    category: "examples",
    title: "Dishes",
    sidebarLabel: null,
    sidebarPosition: 1,
  },
]
const categories = [
  { dirPath: "examples", label: "Example queries", position: 2, indexRoute: "/docs/category/example-queries/" },
]

/** What the site's static queries return in component tests: the sidebar of two docs in two levels, and the build year. */
export const staticQueryData = {
  /** The tree the build makes of them (gatsby/create-resolvers.ts). */
  docsSidebar: buildSidebar(
    docs.map((doc) => ({ ...doc, id: doc.docId })),
    categories,
  ),
  site: { buildTime: "2026" },
}

/** Renders `ui` as a page at `path`: the site's providers and a router location. */
export function renderPage(ui: ReactElement, { path = "/" }: { path?: string } = {}) {
  jest.mocked(useStaticQuery).mockReturnValue(staticQueryData)
  const history = createHistory(createMemorySource(path))
  return render(
    <LocationProvider history={history}>
      <RootProviders>{ui}</RootProviders>
    </LocationProvider>,
  )
}
