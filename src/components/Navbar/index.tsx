import { useEffect, useRef } from "react"
import { NavbarItem } from "../NavbarItem"
import { NavbarMobileSidebar } from "../NavbarMobileSidebar"
import { NavbarBrand } from "../NavbarBrand"
import { navbar, type NavbarItemConfig } from "../../../core/site-config"
import { useHideableNavbar } from "../../lib/react/use-hideable-navbar"
import { useMobileSidebar } from "../../providers/MobileSidebar"
import * as styles from "./styles.module.css"
import { Icon } from "../Icon"

/** Items that stay in the bar on narrow screens; the rest move into the mobile panel. */
const ALWAYS_VISIBLE: ReadonlySet<NavbarItemConfig["type"]> = new Set(["search", "colorModeToggle"])
/** The account controls: beside the tools on wide screens, in a second row on medium ones. */
const ACCOUNT: ReadonlySet<NavbarItemConfig["type"]> = new Set(["authorizationModes", "login"])

export function Navbar() {
  const root = useRef<HTMLElement>(null)
  const mobileSidebar = useMobileSidebar()
  const hidden = useHideableNavbar(navbar.hideOnScroll && !mobileSidebar.shown, root)
  useEffect(() => {
    // Sticky columns (the docs sidebar, the table of contents) move up with the navbar (--navbar-offset, global.css).
    document.documentElement.toggleAttribute("data-navbar-hidden", hidden)
    return () => document.documentElement.removeAttribute("data-navbar-hidden")
  }, [hidden])
  const left = navbar.items.filter((item) => item.position === "left")
  const right = navbar.items.filter((item) => item.position === "right" && !ACCOUNT.has(item.type))
  const account = navbar.items.filter((item) => ACCOUNT.has(item.type))
  const itemClass = (item: NavbarItemConfig) =>
    ALWAYS_VISIBLE.has(item.type) ? styles.item : `${styles.item} ${styles.desktopOnly}`

  return (
    <nav ref={root} className={hidden ? `${styles.navbar} ${styles.hidden}` : styles.navbar} aria-label="Main">
      <div className={styles.inner}>
        <button
          type="button"
          className={styles.toggle}
          onClick={mobileSidebar.toggle}
          aria-label="Toggle navigation bar"
          aria-expanded={mobileSidebar.shown}
          aria-controls="navbar-sidebar"
        >
          <Icon name="menu" size={26} />
        </button>
        <NavbarBrand />
        <ItemGroup className={styles.left} items={left} itemClass={itemClass} />
        <ItemGroup className={styles.right} items={right} itemClass={itemClass} />
        <ItemGroup
          className={`${styles.account} ${styles.desktopOnly}`}
          items={account}
          itemClass={() => styles.item}
        />
      </div>
      <NavbarMobileSidebar />
    </nav>
  )
}

function ItemGroup({
  className,
  items,
  itemClass,
}: {
  className: string
  items: readonly NavbarItemConfig[]
  itemClass: (item: NavbarItemConfig) => string
}) {
  return (
    <div className={className}>
      {items.map((item, index) => (
        <div key={index} className={itemClass(item)}>
          <NavbarItem item={item} />
        </div>
      ))}
    </div>
  )
}
