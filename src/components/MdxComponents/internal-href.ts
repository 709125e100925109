/** A link to a page of this site (not a file, an anchor or another site): one the app navigates to itself. */
export function isInternalPageHref(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//") && !/\.[a-z0-9]+(?:[?#]|$)/i.test(href)
}
