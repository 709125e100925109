/** The current members first, then the deprecated ones, which the reference folds away: "Deprecated fields (2)". */
export function partition<T extends { readonly deprecationReasonHtml: string | null }>(
  items: readonly T[],
): [T[], T[]] {
  return [
    items.filter((item) => item.deprecationReasonHtml === null),
    items.filter((item) => item.deprecationReasonHtml !== null),
  ]
}

/** The anchor of an operations page's folded group of deprecated root fields (its heading, and the page's contents). */
export const DEPRECATED_OPERATIONS_ID = "deprecated-operations"
