/** What a first-time reader finds in the editor: a query that returns data with the demo key. */
export const DEFAULT_QUERY = `# Press the run button (or Ctrl+Enter) to send
# this query. The API key and sign-in chosen in the
# navbar authorize it.
query FirstOutlets {
  outlets(first: 3) {
    totalCount
    nodes {
      name
      address {
        city
      }
      menuCategories(first: 5) {
        nodes {
          name
        }
      }
    }
  }
}
`
