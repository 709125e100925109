/**
 * The path without an "index.html" or ".html" suffix, with a trailing slash:
 * "/docs/intro/index.html" -> "/docs/intro/", "/docs/intro.html" -> "/docs/intro/",
 * "/index.html" -> "/". Other paths come back unchanged.
 */
export function normaliseHtmlPath(pathname: string): string {
  if (pathname.endsWith("/index.html")) return pathname.slice(0, -"index.html".length)
  if (pathname.endsWith(".html")) return `${pathname.slice(0, -".html".length)}/`
  return pathname
}
