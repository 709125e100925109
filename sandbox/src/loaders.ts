import DataLoader from "dataloader"
import type { Queryable } from "./db"
import type { PageArgs } from "./pagination"
import {
  SqlParams,
  categoryList,
  countByParent,
  dishList,
  outletList,
  selectByIds,
  selectPagesByParent,
  type ListDefinition,
  type OpeningHoursRow,
  type OutletRow,
} from "./queries"

export interface NestedListRequest<Row> {
  /** Names the list and its arguments: requests with the same key share one batch. */
  key: string
  list: ListDefinition<Row>
  /** The column linking a row to its parent, e.g. "d.category_id". */
  parentColumn: string
  conditions: (params: SqlParams) => string[]
  page: PageArgs
}

/** The loader for `key` in `loaders`, made with `batch` the first time the key is asked for. */
function keyedLoader<Value>(
  loaders: Map<string, DataLoader<number, Value>>,
  key: string,
  batch: (parentIds: readonly number[]) => Promise<Value[]>,
): DataLoader<number, Value> {
  let loader = loaders.get(key)
  if (!loader) {
    loader = new DataLoader(batch)
    loaders.set(key, loader)
  }
  return loader
}

/**
 * Per-request DataLoaders: every lookup by id, and every page of a list
 * nested under another list, is batched into one statement per kind.
 */
export function createLoaders(db: Queryable) {
  const outletById = new DataLoader((ids: readonly number[]) => selectByIds(db, outletList, ids))
  const categoryById = new DataLoader((ids: readonly number[]) => selectByIds(db, categoryList, ids))
  const dishById = new DataLoader((ids: readonly number[]) => selectByIds(db, dishList, ids))

  const outletBySlug = new DataLoader(async (slugs: readonly string[]) => {
    const rows = await db.query<OutletRow>(
      `SELECT ${outletList.select} FROM ${outletList.from} WHERE o.slug = ANY ($1::text[])`,
      [[...slugs]],
    )
    const bySlug = new Map(rows.map((row) => [row.slug, row]))
    return slugs.map((slug) => bySlug.get(slug) ?? null)
  })

  const openingHoursByOutlet = new DataLoader(async (outletIds: readonly number[]) => {
    const rows = await db.query<OpeningHoursRow>(
      `SELECT outlet_id, day_of_week, to_char(opens, 'HH24:MI') AS opens, to_char(closes, 'HH24:MI') AS closes
       FROM opening_hours WHERE outlet_id = ANY ($1::int[]) ORDER BY outlet_id, day_of_week, opens`,
      [[...outletIds]],
    )
    return outletIds.map((id) => rows.filter((row) => row.outlet_id === id))
  })

  const permissionsByUser = new DataLoader(async (userIds: readonly number[]) => {
    const rows = await db.query<{ user_id: number; permission: string }>(
      "SELECT user_id, permission FROM user_permissions WHERE user_id = ANY ($1::int[]) ORDER BY permission",
      [[...userIds]],
    )
    return userIds.map((id) => rows.filter((row) => row.user_id === id).map((row) => row.permission))
  })

  const pageLoaders = new Map<string, DataLoader<number, unknown[]>>()
  const countLoaders = new Map<string, DataLoader<number, number>>()

  return {
    outletById,
    outletBySlug,
    categoryById,
    dishById,
    openingHoursByOutlet,
    permissionsByUser,

    /** The page of a nested list for one parent; parents asked for in the same tick share one statement. */
    nestedPage<Row>(request: NestedListRequest<Row>, parentId: number): Promise<Row[]> {
      const loader = keyedLoader(pageLoaders, request.key, async (parentIds) => {
        const params = new SqlParams()
        const pages = await selectPagesByParent(
          db,
          request.list,
          request.parentColumn,
          parentIds,
          params,
          request.conditions(params),
          request.page,
        )
        return parentIds.map((id) => pages.get(id) ?? [])
      })
      return loader.load(parentId) as Promise<Row[]>
    },

    /** How many rows of a nested list match for one parent, batched like nestedPage. */
    nestedCount<Row>(request: NestedListRequest<Row>, parentId: number): Promise<number> {
      const loader = keyedLoader(countLoaders, request.key, async (parentIds) => {
        const params = new SqlParams()
        const counts = await countByParent(
          db,
          request.list.from,
          request.parentColumn,
          parentIds,
          params,
          request.conditions(params),
        )
        return parentIds.map((id) => counts.get(id) ?? 0)
      })
      return loader.load(parentId)
    },
  }
}

export type Loaders = ReturnType<typeof createLoaders>
