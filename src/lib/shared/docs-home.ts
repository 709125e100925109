import { ACCESS_THE_API_ROUTE } from "./routes"
/** What the docs home (/docs/) says, for the page and its Markdown copy. */
export const DOCS_HOME = {
  title: "API documentation",
  description:
    "Everything you need to integrate with the ZFV GraphQL API: access, a GraphQL introduction, the schema, example queries and a playground.",
  lead:
    "The ZFV API serves the menus of ZFV's restaurants, canteens and cafés as GraphQL: outlets, " +
    "menu categories and dishes, with prices, allergens and dietary labels. Here is how to get " +
    "from nothing to your first successful call in a few minutes, and everything you need after " +
    "that.",
  steps: [
    {
      label: "Get an API key",
      href: `${ACCESS_THE_API_ROUTE}#get-an-api-key`,
      detail: "from ZFV for production, or the sandbox's demo key when you run this site locally.",
    },
    {
      label: "Paste it into the navbar",
      href: `${ACCESS_THE_API_ROUTE}#the-navbar-control`,
      detail: "and every code sample on the site carries it.",
    },
    {
      label: "Make your first call",
      href: `${ACCESS_THE_API_ROUTE}#your-first-call`,
      detail: "in curl, JavaScript or Python, and compare with the sample response.",
    },
    {
      label: "Explore",
      href: "/docs/category/example-queries/",
      detail: "with the example queries, the schema reference and the playground.",
    },
  ],
} as const
