/**
 * What readers type into the docs search, each with the places a right first
 * result would land on: a page, or a page and its #fragment. Written as
 * readers type (names as they remember them, a few words, now and then a
 * question), not as a list of the index's titles. Where two places answer
 * equally well (the Query.dishes reference and the dishes guide), both count.
 *
 * The browser test (e2e/search.spec.ts) fails when fewer than 90% land right
 * on the first result; `npm run bench:search` times the dialog over them.
 */
interface SearchQuestion {
  query: string
  /** What the reader is after: the topic the question covers. */
  topic: "schema" | "guide" | "errors and limits" | "credentials" | "pagination" | "changelog" | "playground"
  /** Right landings, as URL paths with their #fragment. */
  right: string[]
}

const SCHEMA = "/docs/graphql-schema"
const ACCESS = "/docs/access-the-api/"
const INTRO = "/docs/graphql-intro/"
const TROUBLE = "/docs/troubleshooting/"
const PLAYGROUND = "/docs/playground/"
const DISHES = "/docs/examples/dishes/"
const OUTLETS = "/docs/examples/outlets/"
const CATEGORIES = "/docs/examples/menu-categories/"
const CHANGELOG = `${SCHEMA}/changelog/`
const DEPRECATIONS = `${SCHEMA}/deprecations/`
/** The deprecations page's groups, by the removal dates content/schema.graphql announces. */
const REMOVALS = [`${DEPRECATIONS}#removal-2027-01-15`, `${DEPRECATIONS}#removal-2027-05-03`]

export const SEARCH_QUESTIONS: SearchQuestion[] = [
  // Types, fields, operations and arguments
  { query: "Dish.allergens", topic: "schema", right: [`${SCHEMA}/objects/dish/#allergens`] },
  { query: "dishes", topic: "schema", right: [`${SCHEMA}/queries/#dishes`, DISHES] },
  { query: "Dish", topic: "schema", right: [`${SCHEMA}/objects/dish/`] },
  { query: "menu category", topic: "schema", right: [`${SCHEMA}/objects/menucategory/`, CATEGORIES] },
  { query: "upsertMyProfile", topic: "schema", right: [`${SCHEMA}/mutations/#upsertMyProfile`] },
  { query: "excludeAllergens", topic: "schema", right: [`${SCHEMA}/input-objects/dishfilter/#excludeAllergens`] },
  {
    query: "outlet by slug",
    topic: "schema",
    right: [`${SCHEMA}/queries/#outletBySlug`, `${OUTLETS}#look-up-an-outlet-with-its-menu`],
  },
  { query: "price of a dish", topic: "schema", right: [`${SCHEMA}/objects/dish/#price`] },
  { query: "vegan", topic: "schema", right: [`${SCHEMA}/enums/dietarylabel/#VEGAN`] },
  { query: "gluten free", topic: "schema", right: [`${SCHEMA}/enums/dietarylabel/#GLUTEN_FREE`] },
  { query: "isAvailableOn", topic: "schema", right: [`${SCHEMA}/objects/dish/#isAvailableOn`] },
  {
    query: "is a dish available on a date",
    topic: "schema",
    right: [`${SCHEMA}/objects/dish/#isAvailableOn`, `${DISHES}#on-the-menu-on-a-date`],
  },
  { query: "DayOfWeek", topic: "schema", right: [`${SCHEMA}/enums/dayofweek/`] },
  { query: "cuisine", topic: "schema", right: [`${SCHEMA}/enums/cuisine/`, `${OUTLETS}#by-cuisine`] },
  { query: "allergen enum", topic: "schema", right: [`${SCHEMA}/enums/allergen/`] },
  { query: "dishes filter argument", topic: "schema", right: [`${SCHEMA}/queries/#dishes.filter`] },
  { query: "me query", topic: "schema", right: [`${SCHEMA}/queries/#me`] },
  {
    query: "cookie session",
    topic: "schema",
    right: [`${SCHEMA}/mutations/#createCookieSession`, `${SCHEMA}/objects/cookiesession/`],
  },
  { query: "money currency", topic: "schema", right: [`${SCHEMA}/objects/money/#currency`] },
  { query: "outlet address", topic: "schema", right: [`${SCHEMA}/objects/outlet/#address`] },
  { query: "menuCategories", topic: "schema", right: [`${SCHEMA}/queries/#menuCategories`, CATEGORIES] },
  {
    query: "dishes in a category",
    topic: "guide",
    right: [`${CATEGORIES}#a-category-and-its-dishes`, `${SCHEMA}/objects/menucategory/#dishes`],
  },
  {
    query: "filter dishes by allergen",
    topic: "guide",
    right: [`${DISHES}#by-outlet-diet-allergens-and-price`, `${SCHEMA}/input-objects/dishfilter/#excludeAllergens`],
  },
  { query: "outlets in a city", topic: "guide", right: [`${OUTLETS}#in-a-city`] },
  { query: "opening hours", topic: "guide", right: [`${OUTLETS}#opening-hours`, `${SCHEMA}/objects/openinghours/`] },
  { query: "whole menu in one request", topic: "guide", right: [`${CATEGORIES}#a-whole-menu-in-one-request`] },
  { query: "aliases", topic: "guide", right: [`${INTRO}#aliases`] },
  { query: "fragments", topic: "guide", right: [`${INTRO}#fragments`, `${DISHES}#reuse-fields-with-a-fragment`] },
  { query: "download the schema", topic: "guide", right: [`${SCHEMA}/`] },

  // Errors and limits
  {
    query: "UNAUTHENTICATED",
    topic: "errors and limits",
    right: [`${TROUBLE}#401-or-403-unauthenticated-or-forbidden`, `${ACCESS}#errors`],
  },
  { query: "403 forbidden", topic: "errors and limits", right: [`${TROUBLE}#401-or-403-unauthenticated-or-forbidden`] },
  { query: "QUERY_TOO_COMPLEX", topic: "errors and limits", right: [`${ACCESS}#limits`, `${ACCESS}#errors`] },
  { query: "rate limit", topic: "errors and limits", right: [`${ACCESS}#limits`] },
  { query: "max query depth", topic: "errors and limits", right: [`${ACCESS}#limits`] },
  { query: "cors error", topic: "errors and limits", right: [`${TROUBLE}#cors-errors-in-the-browser`] },
  { query: "token expired", topic: "errors and limits", right: [`${TROUBLE}#an-expired-identity-token`] },
  { query: "error codes", topic: "errors and limits", right: [`${ACCESS}#errors`] },
  { query: "request body too large", topic: "errors and limits", right: [`${ACCESS}#limits`, `${ACCESS}#errors`] },
  {
    query: "how many dishes per page",
    topic: "errors and limits",
    right: [`${ACCESS}#limits`, `${DISHES}#page-through-dishes`],
  },

  // Credentials
  { query: "api key", topic: "credentials", right: [`${ACCESS}#get-an-api-key`, `${ACCESS}#api-key`] },
  {
    query: "where do I put my api key",
    topic: "credentials",
    right: [`${ACCESS}#api-key`, `${ACCESS}#authorize-your-requests`],
  },
  {
    query: "bearer token",
    topic: "credentials",
    right: [`${ACCESS}#signed-in-user`, `${ACCESS}#get-an-identity-token`],
  },
  { query: "get an identity token", topic: "credentials", right: [`${ACCESS}#get-an-identity-token`] },
  { query: "demo key", topic: "credentials", right: [`${ACCESS}#for-the-local-sandbox`] },
  { query: "create a key for the sandbox", topic: "credentials", right: [`${ACCESS}#for-the-local-sandbox`] },
  { query: "api key not valid", topic: "credentials", right: [`${TROUBLE}#an-api-key-that-does-not-validate`] },
  { query: "endpoint url", topic: "credentials", right: [`${ACCESS}#the-endpoint`] },
  { query: "production api key", topic: "credentials", right: [`${ACCESS}#for-the-production-api`] },

  // Pagination
  { query: "pagination", topic: "pagination", right: [`${INTRO}#connections-and-cursor-pagination`] },
  {
    query: "next page cursor",
    topic: "pagination",
    right: [`${INTRO}#the-next-page`, `${DISHES}#the-next-page`, `${INTRO}#connections-and-cursor-pagination`],
  },
  { query: "page through outlets", topic: "pagination", right: [`${OUTLETS}#page-through-outlets`] },
  {
    query: "endCursor",
    topic: "pagination",
    right: [`${SCHEMA}/objects/pageinfo/#endCursor`, `${INTRO}#the-next-page`],
  },
  {
    query: "hasNextPage",
    topic: "pagination",
    right: [`${SCHEMA}/objects/pageinfo/#hasNextPage`, `${INTRO}#the-next-page`],
  },

  // The changelog
  { query: "changelog", topic: "changelog", right: [CHANGELOG] },
  { query: "deprecated fields", topic: "changelog", right: [DEPRECATIONS, `${CHANGELOG}#deprecations`] },
  { query: "deprecated", topic: "changelog", right: [DEPRECATIONS, `${CHANGELOG}#deprecations`] },
  { query: "removal", topic: "changelog", right: [DEPRECATIONS, ...REMOVALS] },
  { query: "sunset", topic: "changelog", right: [DEPRECATIONS] },
  { query: "what changed in the schema", topic: "changelog", right: [CHANGELOG, `${SCHEMA}/#changes`] },
  { query: "breaking changes", topic: "changelog", right: [CHANGELOG] },
  { query: "priceChf", topic: "changelog", right: [`${SCHEMA}/objects/dish/#priceChf`] },

  // The playground
  { query: "playground", topic: "playground", right: [PLAYGROUND, "/graphql/"] },
  { query: "share a query", topic: "playground", right: [`${PLAYGROUND}#share-a-query`] },
  { query: "autocomplete", topic: "playground", right: [`${PLAYGROUND}#schema-docs-and-autocomplete`] },
  { query: "query history", topic: "playground", right: [`${PLAYGROUND}#tabs-and-history`] },
  { query: "try a query in the browser", topic: "playground", right: [`${PLAYGROUND}#run-a-query`, PLAYGROUND] },
  { query: "headers in playground", topic: "playground", right: [`${PLAYGROUND}#variables-and-headers`] },
]
