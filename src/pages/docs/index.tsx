import type { HeadProps } from "gatsby"
import { DocsLayout } from "../../components/DocsLayout"
import { DocCardList } from "../../components/DocCardList"
import { PageHead } from "../../components/PageHead"
import { useSidebar } from "../../lib/use-sidebar"
import { flattenSidebar } from "../../lib/sidebar"
import { currentVersion } from "../../lib/docs-metadata"

/** The docs home: the top level of the sidebar as cards. */
export default function DocsHomePage() {
  const sidebar = useSidebar()
  return (
    <DocsLayout route={currentVersion.path}>
      <h1>API documentation</h1>
      <p>Everything you need to integrate with the ZFV GraphQL API: how to get access, how GraphQL works here, the schema, and queries you can copy.</p>
      <DocCardList
        cards={sidebar.map((item) =>
          item.type === "doc"
            ? { href: item.href, title: item.label }
            : { href: item.href ?? flattenSidebar(item.items)[0]?.href ?? currentVersion.path, title: item.label, description: `${flattenSidebar(item.items).length} pages` },
        )}
      />
    </DocsLayout>
  )
}

export function Head({ location }: HeadProps) {
  return <PageHead title="API documentation" pathname={location.pathname} />
}
