import { useEffect, useMemo, useRef, type MouseEvent, type ReactNode } from "react"
import { Layout, MainContent } from "../Layout"
import { DocSidebar } from "../DocSidebar"
import { Breadcrumbs } from "../Breadcrumbs"
import { TableOfContents, TableOfContentsToggle, type TocItem } from "../TableOfContents"
import { DocPaginator } from "../DocPaginator"
import { MarkdownCopyActions } from "../MarkdownCopyActions"
import { useSidebar } from "../../lib/react/use-sidebar"
import { useActiveHeading } from "../../lib/react/use-active-heading"
import { findBreadcrumbs, type SidebarLink } from "../../../core/sidebar"
import { useDocsSidebarVisibility } from "../../providers/DocsSidebarVisibility"
import { useMobileSecondaryMenu, useMobileSidebar } from "../../providers/MobileSidebar"
import * as styles from "./styles.module.css"
import { Icon } from "../Icon"
import { FeedbackPageProvider, PageFeedback } from "../Feedback"

interface DocsLayoutProps {
  /** The route of the page, to mark it in the sidebar and find its breadcrumbs. */
  route: string
  /**
   * For a page that is not in the sidebar itself (a schema type): the route of
   * the sidebar page it belongs to (its kind). That page is marked in the
   * sidebar, and its breadcrumbs are followed by `crumbLabel`.
   */
  sidebarParent?: string
  crumbLabel?: string
  /** What opens the page: its h1, with anything above it. On narrow screens "On this page" follows it. */
  header?: ReactNode
  toc?: readonly TocItem[]
  previous?: SidebarLink | null
  next?: SidebarLink | null
  children: ReactNode
}

/**
 * Docs pages: sidebar (hideable on desktop), breadcrumbs, the page, previous/next and the table of contents:
 * a column beside the page where there is room for it, else folded under the page's header.
 */
export function DocsLayout({
  route,
  sidebarParent,
  crumbLabel,
  header,
  toc = [],
  previous = null,
  next = null,
  children,
}: DocsLayoutProps) {
  const sidebar = useSidebar()
  const sidebarRoute = sidebarParent ?? route
  const crumbs = useMemo(() => {
    const trail = findBreadcrumbs(sidebar, sidebarRoute)
    return sidebarParent && trail.length > 0 ? [...trail, { label: crumbLabel ?? route, href: route }] : trail
  }, [sidebar, sidebarRoute, sidebarParent, crumbLabel, route])
  const { closeAndNavigate } = useMobileSidebar()
  const mobileMenu = useMemo(() => {
    const onLinkClick = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      event.preventDefault()
      closeAndNavigate(href)
    }
    return <DocSidebar items={sidebar} activeRoute={sidebarRoute} onLinkClick={onLinkClick} />
  }, [sidebar, sidebarRoute, closeAndNavigate])
  useMobileSecondaryMenu(mobileMenu)
  const activeHeading = useActiveHeading(useMemo(() => toc.map((item) => item.id), [toc]))
  return (
    <Layout>
      <div className={styles.wrapper}>
        <SidebarColumn>
          <DocSidebar items={sidebar} activeRoute={sidebarRoute} />
        </SidebarColumn>
        <MainContent className={styles.main}>
          <div className={styles.container}>
            {/* Before the page in the HTML: a browser that paints a long page before it has all of it then has nothing to push down. */}
            {toc.length > 0 ? (
              <div className={styles.tocColumn}>
                <TableOfContents items={toc} activeId={activeHeading} />
              </div>
            ) : null}
            <div className={styles.content}>
              {crumbs.length > 0 ? <Breadcrumbs crumbs={crumbs} /> : null}
              <FeedbackPageProvider value={route}>
                <article className={styles.article}>
                  <MarkdownCopyActions route={route} />
                  {header}
                  {toc.length > 0 ? (
                    <div className={styles.tocToggle}>
                      <TableOfContentsToggle items={toc} activeId={activeHeading} />
                    </div>
                  ) : null}
                  {children}
                </article>
                {/* Keyed by the page: its answers do not follow the reader to the next page. */}
                <PageFeedback key={route} />
              </FeedbackPageProvider>
              <DocPaginator previous={previous} next={next} />
            </div>
          </div>
        </MainContent>
      </div>
    </Layout>
  )
}

function SidebarColumn({ children }: { children: ReactNode }) {
  const { hidden, setHidden } = useDocsSidebarVisibility()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const toggled = useRef(false)
  useEffect(() => {
    // Keep keyboard focus on the control after it swaps (hide <-> show).
    if (toggled.current) toggleRef.current?.focus()
  }, [hidden])
  const toggle = () => {
    toggled.current = true
    setHidden(!hidden)
  }

  if (hidden) {
    return (
      <aside className={`${styles.sidebarColumn} ${styles.sidebarHidden}`}>
        <button
          ref={toggleRef}
          type="button"
          className={styles.expandButton}
          onClick={toggle}
          title="Expand sidebar"
          aria-label="Expand sidebar"
        >
          <Icon name="chevronRight" size={20} />
        </button>
      </aside>
    )
  }
  return (
    <aside className={styles.sidebarColumn}>
      <div className={styles.sidebarScroll}>{children}</div>
      <button ref={toggleRef} type="button" className={styles.collapseButton} onClick={toggle} title="Collapse sidebar">
        <Icon name="chevronLeft" size={20} />
        <span>Collapse sidebar</span>
      </button>
    </aside>
  )
}
