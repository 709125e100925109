import { siteMetadata } from "../../../core/site-config"
import { markdownCopyPath } from "../../../core/markdown-copy"
import { DOCS_HOME_ROUTE } from "../../../core/routes"

interface PageHeadProps {
  title: string
  description?: string | null
  /** The page path, for the canonical link. */
  pathname?: string
  /** Kept out of search engines (the writers' pages): a robots noindex, and no canonical link. */
  noindex?: boolean
}

/** Shared <head> content for Gatsby's Head API. */
export function PageHead({ title, description, pathname, noindex = false }: PageHeadProps) {
  const fullTitle = title === siteMetadata.title ? title : `${title} | ${siteMetadata.title}`
  const text = description || siteMetadata.description
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:type" content="website" />
      {noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
      {pathname && !noindex ? <link rel="canonical" href={new URL(pathname, siteMetadata.siteUrl).href} /> : null}
      {/* Every docs page has a plain Markdown copy (gatsby/write-markdown-copies.ts). */}
      {pathname?.startsWith(DOCS_HOME_ROUTE) ? (
        <link rel="alternate" type="text/markdown" href={markdownCopyPath(pathname)} />
      ) : null}
    </>
  )
}
