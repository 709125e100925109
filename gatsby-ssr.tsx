import type { GatsbySSR } from "gatsby"
import { RootProviders } from "./src/providers/RootProviders"
import { isHeadElement } from "./src/lib/react/head-element"
import { PageErrorBoundary } from "./src/components/PageCrash"
import { prePaintScript } from "./src/lib/server/pre-paint-script"
import { linkInlinedStylesheets } from "./src/lib/server/stylesheet-link"
import { withSharedPagePathScript } from "./src/lib/server/page-path-script"
import { announcementBar, locales, DEFAULT_LOCALE } from "./core/site-config"
import { SCHEMA_FEED_PATH, SCHEMA_FEED_TITLE } from "./core/schema-lifecycle"

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) =>
  isHeadElement(element) ? element : <RootProviders>{element}</RootProviders>

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element }) => (
  <PageErrorBoundary>{element}</PageErrorBoundary>
)

const locale = locales.find((entry) => entry.locale === DEFAULT_LOCALE) ?? locales[0]

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: locale.htmlLang, dir: locale.direction })
  setHeadComponents([
    <script key="pre-paint" dangerouslySetInnerHTML={{ __html: prePaintScript(announcementBar?.id ?? null) }} />,
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    // The schema's releases as an Atom feed (gatsby/write-schema-feed.ts), for feed readers: in the HTML of every
    // page, not in the pages' code.
    <link key="feed" rel="alternate" type="application/atom+xml" title={SCHEMA_FEED_TITLE} href={SCHEMA_FEED_PATH} />,
  ])
}

/**
 * The site stylesheet as a cached <link> instead of inlined into every
 * page (src/lib/server/stylesheet-link.tsx), and one inline page-path script for all
 * pages, so one Content-Security-Policy fits every page (src/lib/server/page-path-script.ts).
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
  pathname,
}) => {
  replaceHeadComponents(linkInlinedStylesheets(getHeadComponents()))
  replacePostBodyComponents(withSharedPagePathScript(getPostBodyComponents(), pathname))
}
