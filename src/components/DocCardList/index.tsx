import { Link } from "gatsby"
import type { DocCard } from "../../../core/doc-cards"
import * as styles from "./styles.module.css"

/**
 * A grid of links to pages with their descriptions (category index, docs
 * home). Search leaves it out: each card repeats its page's description, and
 * the page itself is the result a reader wants.
 */
export function DocCardList({ cards }: { cards: readonly DocCard[] }) {
  return (
    <ul className={styles.grid} data-pagefind-ignore="">
      {cards.map((card) => (
        <li key={card.href}>
          <Link to={card.href} className={styles.card}>
            <span className={styles.title}>{card.title}</span>
            {card.description ? <span className={styles.description}>{card.description}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  )
}
