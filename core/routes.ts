/**
 * The site's fixed routes, for every link and check that names one. Pages
 * made from content (docs, the schema reference) get their routes from their
 * files; these are the ones code has to know. Imports nothing: docs pages read it.
 */
export const HOME_ROUTE = "/"
/** The docs' entry page, and the prefix of every docs route. */
export const DOCS_HOME_ROUTE = "/docs/"
/** The first doc a reader is sent to (navbar, footer, landing page). */
export const ACCESS_THE_API_ROUTE = "/docs/access-the-api/"
/** The API's limits (a section of Access the API), which every example's cost line links to. */
export const API_LIMITS_ROUTE = `${ACCESS_THE_API_ROUTE}#limits`
export const PLAYGROUND_ROUTE = "/graphql/"
/** The folder the build writes the search index into (gatsby/build-search-index.ts); the search loads its script. */
export const SEARCH_INDEX_DIR = "pagefind"
/** The search index's script, which the search box loads on first use. */
export const SEARCH_SCRIPT_ROUTE = `/${SEARCH_INDEX_DIR}/pagefind.js`
/** The AI agents page's set-up section (content/docs/ai-agents.mdx), which every page's "Use with AI" menu links to. */
export const CONNECT_AGENT_ROUTE = "/docs/ai-agents/#connect-your-agent"
/**
 * The writers' page: the feedback report for accounts with the writer claim. It is in no sidebar, search index or
 * llms.txt, and it is noindex; everything under this prefix is kept out of them (isUnlistedRoute).
 */
export const WRITERS_ROUTE_PREFIX = "/writers/"
export const WRITERS_FEEDBACK_ROUTE = `${WRITERS_ROUTE_PREFIX}feedback/`
/** The writers' endpoints (feedback/src/writers.ts), behind Hosting's rewrite of /api/feedback/**. */
export const FEEDBACK_REPORT_ROUTE = "/api/feedback/report"
export const FEEDBACK_STATUS_ROUTE = "/api/feedback/status"

/** A page kept out of the search, the agents' files and search engines: the writers' pages. */
export const isUnlistedRoute = (route: string) => route.startsWith(WRITERS_ROUTE_PREFIX)
