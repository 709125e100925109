import { ACCESS_THE_API_ROUTE } from "./routes"

/** A step of the first call; a step without a link is done on the page itself. */
interface DocsHomeStep {
  label: string
  href: string | null
  detail: string
}

/**
 * What the docs home (/docs/) says, for the page and its Markdown copy. Its
 * first call is the first example of Access the API (Query.docsFirstCall,
 * gatsby/create-resolvers.ts), so it is written and recorded once.
 */
export const DOCS_HOME = {
  title: "API documentation",
  description:
    "Everything you need to integrate with the ZFV GraphQL API: access, a GraphQL introduction, the schema, example queries and a playground.",
  lead:
    "The ZFV API serves the menus of ZFV's restaurants, canteens and cafés as GraphQL: outlets, " +
    "menu categories and dishes, with prices, allergens and dietary labels. Here is your first " +
    "successful call, on this page, and everything you need after that.",
  firstCall: {
    heading: "Your first call",
    /** Followed by the endpoint. */
    endpoint: "Send every request as an HTTP POST with a JSON body to",
    steps: [
      {
        label: "Get an API key",
        href: `${ACCESS_THE_API_ROUTE}#get-an-api-key`,
        detail: "from ZFV for production, or the sandbox's demo key when you run this site locally.",
      },
      {
        label: "Paste it into the navbar",
        href: `${ACCESS_THE_API_ROUTE}#the-navbar-control`,
        detail: "(the API key field): every code sample on the site carries it, and Run sends it.",
      },
      {
        label: "Press Run",
        href: null,
        detail: "on the call below: the API's answer replaces the sample response, with its status, time and size.",
      },
    ] satisfies DocsHomeStep[],
    /** Where the Markdown copy, which cannot run anything, puts the call instead of the steps done on the page. */
    copyIntro: "Then send this query with your key in the `api-key` header:",
  },
} as const
