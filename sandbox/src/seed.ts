import type { Database, Queryable } from "./db"
import { dishCatalog, outlets, priceRanges, type AllergenCode, type Diet, type DishSeed } from "./seed-data"

/** A small deterministic PRNG (mulberry32), so every fresh sandbox has the same data. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Dietary labels follow from the diet and the allergens, so they never contradict each other. */
export function dietaryLabels(diet: Diet, allergens: readonly AllergenCode[]): string[] {
  const labels: string[] = []
  if (diet === "veg" || diet === "vegan") labels.push("VEGETARIAN")
  if (diet === "vegan") labels.push("VEGAN")
  if (!allergens.includes("GLUTEN")) labels.push("GLUTEN_FREE")
  if (!allergens.includes("MILK")) labels.push("LACTOSE_FREE")
  return labels
}

/** Seasonal dishes are on the menu for one of these periods; the rest all of 2026 and 2027. */
const SEASONS: [string, string][] = [
  ["2026-03-01", "2026-05-31"],
  ["2026-09-01", "2026-11-30"],
  ["2026-12-01", "2027-02-28"],
]

interface DishRowSeed {
  categoryIndex: number
  name: string
  description: string
  priceCents: number
  allergens: AllergenCode[]
  labels: string[]
  from: string
  until: string
  days: number[]
}

/** All rows of the demo data set, computed without a database. */
export function buildSeed(seed = 20261121) {
  const random = createRandom(seed)
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]
  const shuffle = <T>(items: readonly T[]) => {
    const copy = [...items]
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1))
      ;[copy[i], copy[j]] = [copy[j], copy[i]]
    }
    return copy
  }

  const categories: { outletIndex: number; name: string; position: number }[] = []
  const dishes: DishRowSeed[] = []
  outlets.forEach((outlet, outletIndex) => {
    const openDays = [...new Set(outlet.hours.flatMap((period) => period.days))].sort()
    outlet.menu.forEach((type, position) => {
      const categoryIndex = categories.push({ outletIndex, name: type, position: (position + 1) * 10 }) - 1
      const catalog: DishSeed[] = dishCatalog[type].filter(
        ([, , diet]) => outlet.cuisine !== "VEGETARIAN" || diet === "veg" || diet === "vegan",
      )
      const count = Math.max(Math.min(catalog.length, 6), Math.min(catalog.length, 8 + Math.floor(random() * 4)))
      const [low, high] = priceRanges[type]
      for (const [name, description, diet, allergens] of shuffle(catalog).slice(0, count)) {
        const price = (low + random() * (high - low)) * outlet.priceFactor
        // A quarter of the dishes rotate: served on two or three of the outlet's days only.
        const days =
          random() < 0.25 && openDays.length > 3
            ? shuffle(openDays)
                .slice(0, 2 + Math.floor(random() * 2))
                .sort()
            : openDays
        const season = random() < 0.1 ? pick(SEASONS) : null
        dishes.push({
          categoryIndex,
          name,
          description,
          priceCents: Math.round(price * 2) * 50,
          allergens: [...allergens],
          labels: dietaryLabels(diet, allergens),
          from: season ? season[0] : "2026-01-01",
          until: season ? season[1] : "2027-12-31",
          days,
        })
      }
    })
  })
  return { outlets, categories, dishes }
}

async function insertRows(
  db: Queryable,
  table: string,
  columns: string[],
  rows: unknown[][],
  returning = "",
): Promise<{ id: number }[]> {
  const out: { id: number }[] = []
  const batchSize = Math.floor(1000 / columns.length)
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize)
    const params: unknown[] = []
    const values = batch.map((row) => `(${row.map((value) => `$${params.push(value)}`).join(", ")})`)
    const result = await db.query<{ id: number }>(
      `INSERT INTO ${table} (${columns.join(", ")}) VALUES ${values.join(", ")} ${returning}`,
      params,
    )
    out.push(...result)
  }
  return out
}

/** Fills an empty database with the demo data set. Does nothing when outlets already exist. */
export async function seedDatabase(
  db: Database,
): Promise<{ outlets: number; categories: number; dishes: number } | null> {
  const existing = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM outlets")
  if (existing[0].n > 0) return null
  const data = buildSeed()
  const outletIds = await insertRows(
    db,
    "outlets",
    ["slug", "name", "cuisine", "street", "postal_code", "city"],
    data.outlets.map((outlet) => [
      outlet.slug,
      outlet.name,
      outlet.cuisine,
      outlet.street,
      outlet.postalCode,
      outlet.city,
    ]),
    "RETURNING id",
  )
  await insertRows(
    db,
    "opening_hours",
    ["outlet_id", "day_of_week", "opens", "closes"],
    data.outlets.flatMap((outlet, index) =>
      outlet.hours.flatMap((period) =>
        period.days.map((day) => [outletIds[index].id, day, period.opens, period.closes]),
      ),
    ),
  )
  const categoryIds = await insertRows(
    db,
    "menu_categories",
    ["outlet_id", "name", "position"],
    data.categories.map((category) => [outletIds[category.outletIndex].id, category.name, category.position]),
    "RETURNING id",
  )
  await insertRows(
    db,
    "dishes",
    [
      "category_id",
      "outlet_id",
      "name",
      "description",
      "price_cents",
      "allergens",
      "dietary_labels",
      "available_from",
      "available_until",
      "days_of_week",
    ],
    data.dishes.map((dish) => {
      const category = data.categories[dish.categoryIndex]
      return [
        categoryIds[dish.categoryIndex].id,
        outletIds[category.outletIndex].id,
        dish.name,
        dish.description,
        dish.priceCents,
        dish.allergens,
        dish.labels,
        dish.from,
        dish.until,
        dish.days,
      ]
    }),
  )
  return { outlets: data.outlets.length, categories: data.categories.length, dishes: data.dishes.length }
}
