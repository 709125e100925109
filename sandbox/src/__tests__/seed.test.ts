import { migrate, openPglite, type Database } from "../db"
import { buildSeed, dietaryLabels, seedDatabase } from "../seed"
import { dishCatalog } from "../seed-data"

jest.setTimeout(60_000)

describe("the demo data set", () => {
  it("is the same on every build", () => {
    expect(buildSeed()).toEqual(buildSeed())
    expect(buildSeed(1)).not.toEqual(buildSeed(2))
  })

  it("is large enough for pagination and filters to mean something", () => {
    const seed = buildSeed()
    expect(seed.outlets.length).toBeGreaterThanOrEqual(6)
    expect(seed.categories.length).toBeGreaterThanOrEqual(40)
    expect(seed.dishes.length).toBeGreaterThanOrEqual(400)
  })

  it("never labels a dish against its allergens", () => {
    const animal = ["MILK", "EGGS", "FISH", "CRUSTACEANS", "MOLLUSCS"]
    for (const [name, , diet, allergens] of Object.values(dishCatalog).flat()) {
      if (diet === "vegan")
        expect({ name, animal: allergens.filter((allergen) => animal.includes(allergen)) }).toEqual({
          name,
          animal: [],
        })
      if (diet === "veg")
        expect({
          name,
          seafood: allergens.filter((allergen) => ["FISH", "CRUSTACEANS", "MOLLUSCS"].includes(allergen)),
        }).toEqual({ name, seafood: [] })
    }
    expect(dietaryLabels("vegan", [])).toEqual(["VEGETARIAN", "VEGAN", "GLUTEN_FREE", "LACTOSE_FREE"])
    expect(dietaryLabels("meat", ["GLUTEN", "MILK"])).toEqual([])
  })

  it("keeps every price positive and every date range in order", () => {
    for (const dish of buildSeed().dishes) {
      expect(dish.priceCents).toBeGreaterThan(0)
      expect(dish.priceCents % 50).toBe(0)
      expect(dish.from <= dish.until).toBe(true)
      expect(dish.days.length).toBeGreaterThan(0)
    }
  })
})

describe("migrations and seeding on a fresh PGlite", () => {
  let db: Database
  beforeAll(async () => {
    db = await openPglite(null)
  })
  afterAll(() => db.close())

  it("applies every migration once", async () => {
    expect(await migrate(db)).toEqual(["001_initial.sql", "002_api_key_prefix.sql"])
    expect(await migrate(db)).toEqual([])
  })

  it("seeds an empty database once, and leaves a seeded one alone", async () => {
    const first = await seedDatabase(db)
    expect(first).toEqual({
      outlets: buildSeed().outlets.length,
      categories: buildSeed().categories.length,
      dishes: buildSeed().dishes.length,
    })
    expect(await seedDatabase(db)).toBeNull()
    const [counts] = await db.query<{ dishes: number; hours: number }>(
      "SELECT (SELECT count(*)::int FROM dishes) AS dishes, (SELECT count(*)::int FROM opening_hours) AS hours",
    )
    expect(counts.dishes).toBe(first?.dishes)
    expect(counts.hours).toBeGreaterThan(20)
  })

  it("keeps each dish at the outlet of its category", async () => {
    const [{ n }] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM dishes d JOIN menu_categories c ON c.id = d.category_id WHERE c.outlet_id <> d.outlet_id",
    )
    expect(n).toBe(0)
  })
})
