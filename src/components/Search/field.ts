/** The search field as the dialog shows it while its code loads and once it has: one look, one name. */
export const SEARCH_FIELD = { type: "search", placeholder: "Search the docs", "aria-label": "Search the docs" } as const
