import type { Queryable } from "./db"
import type { CursorType, PageArgs } from "./pagination"
import { badInput } from "./errors"

export interface OutletRow {
  id: number
  slug: string
  name: string
  cuisine: string
  street: string
  postal_code: string
  city: string
  country: string
}

export interface OpeningHoursRow {
  outlet_id: number
  day_of_week: number
  opens: string
  closes: string
}

export interface CategoryRow {
  id: number
  outlet_id: number
  name: string
  position: number
}

export interface DishRow {
  id: number
  category_id: number
  outlet_id: number
  name: string
  description: string
  price_cents: number
  currency: string
  allergens: string[]
  dietary_labels: string[]
  available_from: string
  available_until: string
  days_of_week: number[]
}

/** Collects $n parameters while a statement is built. */
export class SqlParams {
  readonly values: unknown[] = []
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

/** A list of one table: what to select, how it is ordered, what its cursors hold. */
export interface ListDefinition<Row> {
  from: string
  select: string
  /** Sort columns; the last one is the unique id, so the order is total. */
  order: string[]
  /** The types of the cursor values, in `order`'s order. */
  cursorTypes: CursorType[]
  cursorOf: (row: Row) => unknown[]
}

export const outletList: ListDefinition<OutletRow> = {
  from: "outlets o",
  select: "o.id, o.slug, o.name, o.cuisine, o.street, o.postal_code, o.city, o.country",
  order: ["o.name", "o.id"],
  cursorTypes: ["text", "int"],
  cursorOf: (row) => [row.name, row.id],
}

export const categoryList: ListDefinition<CategoryRow> = {
  from: "menu_categories c",
  select: "c.id, c.outlet_id, c.name, c.position",
  order: ["c.position", "c.name", "c.id"],
  cursorTypes: ["int", "text", "int"],
  cursorOf: (row) => [row.position, row.name, row.id],
}

export const dishList: ListDefinition<DishRow> = {
  from: "dishes d",
  select:
    "d.id, d.category_id, d.outlet_id, d.name, d.description, d.price_cents, d.currency, d.allergens, " +
    "d.dietary_labels, d.available_from::text AS available_from, d.available_until::text AS available_until, " +
    "d.days_of_week",
  order: ["d.name", "d.id"],
  cursorTypes: ["text", "int"],
  cursorOf: (row) => [row.name, row.id],
}

interface OutletFilter {
  cuisine?: string | null
  city?: string | null
  search?: string | null
}

interface CategoryFilter {
  outletId?: number | null
  search?: string | null
}

export interface DishFilter {
  outletId?: number | null
  categoryId?: number | null
  availableOn?: string | null
  dietaryLabels?: readonly string[] | null
  excludeAllergens?: readonly string[] | null
  maxPrice?: number | null
  search?: string | null
}

/** "50%_off" -> "%50\%\_off%" for ILIKE. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

export function outletConditions(params: SqlParams, filter: OutletFilter | null | undefined): string[] {
  const where: string[] = []
  if (filter?.cuisine) where.push(`o.cuisine = ${params.add(filter.cuisine)}`)
  if (filter?.city) where.push(`o.city = ${params.add(filter.city)}`)
  if (filter?.search) where.push(`o.name ILIKE ${params.add(containsPattern(filter.search))}`)
  return where
}

export function categoryConditions(params: SqlParams, filter: CategoryFilter | null | undefined): string[] {
  const where: string[] = []
  if (filter?.outletId !== undefined && filter.outletId !== null)
    where.push(`c.outlet_id = ${params.add(filter.outletId)}`)
  if (filter?.search) where.push(`c.name ILIKE ${params.add(containsPattern(filter.search))}`)
  return where
}

export function dishConditions(params: SqlParams, filter: DishFilter | null | undefined): string[] {
  const where: string[] = []
  if (!filter) return where
  if (filter.outletId !== undefined && filter.outletId !== null)
    where.push(`d.outlet_id = ${params.add(filter.outletId)}`)
  if (filter.categoryId !== undefined && filter.categoryId !== null)
    where.push(`d.category_id = ${params.add(filter.categoryId)}`)
  if (filter.availableOn) {
    const date = params.add(filter.availableOn)
    where.push(
      `${date}::date BETWEEN d.available_from AND d.available_until AND extract(isodow FROM ${date}::date)::smallint = ANY (d.days_of_week)`,
    )
  }
  if (filter.dietaryLabels?.length) where.push(`d.dietary_labels @> ${params.add([...filter.dietaryLabels])}::text[]`)
  if (filter.excludeAllergens?.length)
    where.push(`NOT (d.allergens && ${params.add([...filter.excludeAllergens])}::text[])`)
  if (filter.maxPrice !== undefined && filter.maxPrice !== null) {
    if (!Number.isFinite(filter.maxPrice) || filter.maxPrice < 0)
      throw badInput(`"maxPrice" must be zero or more, got ${filter.maxPrice}.`)
    where.push(`d.price_cents <= ${params.add(Math.round(filter.maxPrice * 100))}`)
  }
  if (filter.search) {
    const pattern = params.add(containsPattern(filter.search))
    where.push(`(d.name ILIKE ${pattern} OR d.description ILIKE ${pattern})`)
  }
  return where
}

function afterCondition<Row>(list: ListDefinition<Row>, params: SqlParams, page: PageArgs): string | null {
  if (!page.after) return null
  const values = page.after.map((value, index) => `${params.add(value)}::${list.cursorTypes[index]}`)
  return `(${list.order.join(", ")}) > (${values.join(", ")})`
}

const whereClause = (conditions: readonly (string | null)[]) => {
  const present = conditions.filter((condition): condition is string => Boolean(condition))
  return present.length ? `WHERE ${present.join(" AND ")}` : ""
}

/** One page (first + 1 rows) of a whole list. */
export async function selectPage<Row>(
  db: Queryable,
  list: ListDefinition<Row>,
  params: SqlParams,
  where: string[],
  page: PageArgs,
): Promise<Row[]> {
  const after = afterCondition(list, params, page)
  const limit = params.add(page.first + 1)
  return db.query<Row>(
    `SELECT ${list.select} FROM ${list.from} ${whereClause([...where, after])} ORDER BY ${list.order.join(", ")} LIMIT ${limit}`,
    params.values,
  )
}

/**
 * One page (first + 1 rows) per parent, for many parents in one statement:
 * the rows of a list nested under a list (the dishes of each category).
 */
export async function selectPagesByParent<Row>(
  db: Queryable,
  list: ListDefinition<Row>,
  parentColumn: string,
  parentIds: readonly number[],
  params: SqlParams,
  where: string[],
  page: PageArgs,
): Promise<Map<number, Row[]>> {
  const parents = `${parentColumn} = ANY (${params.add([...parentIds])}::int[])`
  const after = afterCondition(list, params, page)
  const limit = params.add(page.first + 1)
  const rows = await db.query<Row & { parent_id: number }>(
    `SELECT * FROM (
       SELECT ${list.select}, ${parentColumn} AS parent_id, row_number() OVER (PARTITION BY ${parentColumn} ORDER BY ${list.order.join(", ")}) AS row_number
       FROM ${list.from} ${whereClause([...where, parents, after])}
     ) ranked
     WHERE row_number <= ${limit}
     ORDER BY parent_id, row_number`,
    params.values,
  )
  const byParent = new Map<number, Row[]>(parentIds.map((id) => [id, []]))
  for (const row of rows) byParent.get(row.parent_id)?.push(row as Row)
  return byParent
}

/** How many rows match, per parent (or for the whole list when parentColumn is null). */
export async function countByParent(
  db: Queryable,
  from: string,
  parentColumn: string | null,
  parentIds: readonly number[] | null,
  params: SqlParams,
  where: string[],
): Promise<Map<number | null, number>> {
  if (!parentColumn || !parentIds) {
    const rows = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${from} ${whereClause(where)}`,
      params.values,
    )
    return new Map([[null, rows[0].n]])
  }
  const parents = `${parentColumn} = ANY (${params.add([...parentIds])}::int[])`
  const rows = await db.query<{ parent_id: number; n: number }>(
    `SELECT ${parentColumn} AS parent_id, count(*)::int AS n FROM ${from} ${whereClause([...where, parents])} GROUP BY ${parentColumn}`,
    params.values,
  )
  const counts = new Map<number | null, number>(parentIds.map((id) => [id, 0]))
  for (const row of rows) counts.set(row.parent_id, row.n)
  return counts
}

/** Rows of `table` by id, in the order of `ids` (null for missing ones). */
export async function selectByIds<Row extends { id: number }>(
  db: Queryable,
  list: ListDefinition<Row>,
  ids: readonly number[],
): Promise<(Row | null)[]> {
  const alias = list.from.split(" ")[1]
  const rows = await db.query<Row>(`SELECT ${list.select} FROM ${list.from} WHERE ${alias}.id = ANY ($1::int[])`, [
    [...ids],
  ])
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.map((id) => byId.get(id) ?? null)
}
