import { Link } from "gatsby"
import { useLocation } from "@reach/router"
import type { MouseEvent } from "react"
import { ErrorBoundary } from "../ErrorBoundary"
import { NavbarDropdown } from "../NavbarDropdown"
import { ColorModeToggle } from "../ColorModeToggle"
import { SearchButton } from "../Search"
import { AuthorizationModeControl } from "../AuthorizationModeControl"
import { LoginButton } from "../LoginButton"
import { useSidebar } from "../../lib/react/use-sidebar"
import { findDocById, flattenSidebar } from "../../../core/sidebar"
import { assertSidebarId, docsVersions, routeInVersion } from "../../../core/docs-metadata"
import { locales, navbarItemName, DEFAULT_LOCALE, type NavbarItemConfig } from "../../../core/site-config"
import { useDocsPreferredVersion } from "../../providers/DocsPreferredVersion"
import { useMobileSidebar } from "../../providers/MobileSidebar"
import * as styles from "./styles.module.css"
import { Icon } from "../Icon"

interface ItemProps {
  /** Rendered in the mobile panel rather than the navbar bar. */
  mobile?: boolean
}

/** One navbar item from the config, inside an error boundary that names it when it fails. */
export function NavbarItem({ item, mobile = false }: { item: NavbarItemConfig } & ItemProps) {
  const name = navbarItemName(item)
  return (
    <ErrorBoundary
      onError={(error) => console.error(`Navbar item ${name} failed to render:`, error)}
      fallback={(error) => (
        <span className={styles.itemError} role="alert">
          Navbar item {name} failed: {error.message}
        </span>
      )}
    >
      <NavbarItemContent item={item} mobile={mobile} />
    </ErrorBoundary>
  )
}

function NavbarItemContent({ item, mobile }: { item: NavbarItemConfig } & ItemProps) {
  switch (item.type) {
    case "docSidebar":
      return <DocSidebarItem sidebarId={item.sidebarId} label={item.label} mobile={mobile} />
    case "link":
      return <NavLink to={item.to} label={item.label} mobile={mobile} />
    case "localeDropdown":
      return <LocaleDropdown mobile={mobile} />
    case "docsVersionDropdown":
      return <DocsVersionDropdown mobile={mobile} />
    case "search":
      return <SearchButton />
    case "colorModeToggle":
      return <ColorModeToggle />
    case "authorizationModes":
      return <AuthorizationModeControl mobile={mobile} />
    case "login":
      return <LoginButton mobile={mobile} />
  }
}

/** A link of the navbar; in the mobile panel it closes the panel first. */
function NavLink({
  to,
  label,
  mobile,
  partiallyActive = false,
  activePrefix,
}: { to: string; label: string; partiallyActive?: boolean; activePrefix?: string } & ItemProps) {
  const { closeAndNavigate } = useMobileSidebar()
  const { pathname } = useLocation()
  const active = activePrefix
    ? pathname.startsWith(activePrefix)
    : pathname === to || (partiallyActive && pathname.startsWith(to))
  const onClick = mobile
    ? (event: MouseEvent<HTMLAnchorElement>) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        closeAndNavigate(to)
      }
    : undefined
  return (
    <Link
      to={to}
      className={[mobile ? styles.mobileLink : styles.link, active ? styles.active : ""].filter(Boolean).join(" ")}
      aria-current={pathname === to ? "page" : undefined}
      onClick={onClick}
    >
      {label}
    </Link>
  )
}

/** The docs entry: the first doc of the sidebar, in the reader's preferred docs version. */
function DocSidebarItem({ sidebarId, label, mobile }: { sidebarId: string; label: string } & ItemProps) {
  assertSidebarId(sidebarId)
  const sidebar = useSidebar()
  const { preferredVersion } = useDocsPreferredVersion()
  const first = flattenSidebar(sidebar)[0]
  if (!first) throw new Error(`The sidebar "${sidebarId}" has no docs`)
  return (
    <NavLink
      to={routeInVersion(first.href, preferredVersion)}
      label={label}
      mobile={mobile}
      activePrefix={preferredVersion.path}
    />
  )
}

function LocaleDropdown({ mobile }: ItemProps) {
  const { pathname } = useLocation()
  const current = locales.find((locale) => locale.locale === DEFAULT_LOCALE) ?? locales[0]
  return (
    <NavbarDropdown
      mobile={mobile}
      buttonLabel={`Language: ${current.label}`}
      label={
        <>
          <Icon name="globe" size={18} />
          <span className={styles.localeLabel}>{current.label}</span>
        </>
      }
      items={locales.map((locale) => ({
        label: locale.label,
        to: locale.path ? `/${locale.path}${pathname}` : pathname,
        active: locale.locale === current.locale,
        lang: locale.htmlLang,
      }))}
    />
  )
}

/** Each version links to its main doc; a missing mainDocId fails with "error listing the available ids", as the spec requires. */
function DocsVersionDropdown({ mobile }: ItemProps) {
  const sidebar = useSidebar()
  const { preferredVersion, savePreferredVersion } = useDocsPreferredVersion()
  return (
    <NavbarDropdown
      mobile={mobile}
      buttonLabel={`Docs version: ${preferredVersion.label}`}
      label={preferredVersion.label}
      items={docsVersions.map((version) => ({
        label: version.label,
        to: routeInVersion(findDocById(sidebar, version.mainDocId).href, version),
        active: version.name === preferredVersion.name,
        onClick: () => savePreferredVersion(version.name),
      }))}
    />
  )
}
