import { GraphQLScalarType, Kind } from "graphql"
import type { RequestAuth } from "./auth"
import type { Database } from "./db"
import { apiError, badInput } from "./errors"
import type { TokenVerifier } from "./identity"
import type { Loaders, NestedListRequest } from "./loaders"
import { parseId, parsePageArgs, toConnection, type Connection, type PageArgs } from "./pagination"
import {
  SqlParams,
  categoryConditions,
  categoryList,
  countByParent,
  dishConditions,
  dishList,
  outletConditions,
  outletList,
  selectPage,
  type CategoryRow,
  type DishFilter,
  type DishRow,
  type ListDefinition,
  type OutletRow,
} from "./queries"
import { MAX_NAME_LENGTH, nameProblem, type NameErrorExtensions, type NameField } from "../../core/profile-names"
import { SESSION_COOKIE, createSession, upsertUser, type UserRow } from "./users"
import type { HandWrittenResolvers } from "./bind-resolvers"

export interface SandboxContext {
  db: Database
  loaders: Loaders
  auth: RequestAuth
  verifier: TokenVerifier
  /** Set-Cookie headers to add to the response. */
  setCookies: string[]
  /** Whether the request came over https (the session cookie is then Secure). */
  secure: boolean
}

// The objects the resolvers build for the schema's value types.
interface Address {
  street: string
  postalCode: string
  city: string
  country: string
}
interface OpeningHours {
  dayOfWeek: string
  opens: string
  closes: string
}
interface Money {
  amount: number
  currency: string
  formatted: string
}
interface Availability {
  from: string
  until: string
  daysOfWeek: string[]
}

const DAYS = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"]

function parseDate(value: unknown): string {
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const date = new Date(`${value}T00:00:00Z`)
    if (!Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)) return value
  }
  throw badInput(`A Date is written as YYYY-MM-DD, for example "2026-11-23"; got ${JSON.stringify(value)}.`)
}

const DateScalar = new GraphQLScalarType({
  name: "Date",
  serialize: (value) => parseDate(value),
  parseValue: (value) => parseDate(value),
  parseLiteral: (ast) => parseDate(ast.kind === Kind.STRING ? ast.value : undefined),
})

interface PageArgsInput {
  first?: number | null
  after?: string | null
}

interface DishFilterInput {
  outletId?: string | null
  categoryId?: string | null
  availableOn?: string | null
  dietaryLabels?: string[] | null
  excludeAllergens?: string[] | null
  maxPrice?: number | null
  search?: string | null
}

/** A filter on an id that is not a valid id matches nothing. */
const NO_ROW = -1

function toDishFilter(input: DishFilterInput | null | undefined): DishFilter {
  if (!input) return {}
  const id = (value: string | null | undefined) =>
    value === undefined || value === null ? null : (parseId(value) ?? NO_ROW)
  return {
    outletId: id(input.outletId),
    categoryId: id(input.categoryId),
    availableOn: input.availableOn ?? null,
    dietaryLabels: input.dietaryLabels ?? null,
    excludeAllergens: input.excludeAllergens ?? null,
    maxPrice: input.maxPrice ?? null,
    search: input.search ?? null,
  }
}

/** A page of a whole list, with its total count loaded only when asked for. */
async function listPage<Row>(
  ctx: SandboxContext,
  list: ListDefinition<Row>,
  conditions: (params: SqlParams) => string[],
  page: PageArgs,
) {
  const params = new SqlParams()
  const rows = await selectPage(ctx.db, list, params, conditions(params), page)
  return toConnection(rows, page, list.cursorOf, async () => {
    const countParams = new SqlParams()
    const counts = await countByParent(ctx.db, list.from, null, null, countParams, conditions(countParams))
    return counts.get(null) ?? 0
  })
}

/** A page of a list under one parent, batched with the same page of its sibling parents. */
async function nestedPage<Row>(ctx: SandboxContext, request: NestedListRequest<Row>, parentId: number) {
  const rows = await ctx.loaders.nestedPage(request, parentId)
  return toConnection(rows, request.page, request.list.cursorOf, () => ctx.loaders.nestedCount(request, parentId))
}

type DishesArgs = PageArgsInput & { filter?: DishFilterInput | null }

/**
 * A page of the dishes under one parent (an outlet's, a category's): the filter as asked, but for the parent's own
 * id (`own`), which the parent sets; `key` and `column` name the list and its parent column.
 */
function parentDishes(
  ctx: SandboxContext,
  args: DishesArgs,
  parent: { key: string; column: string; own: DishFilter; id: number },
) {
  const page = parsePageArgs(args.first, args.after, dishList.cursorTypes)
  const filter = { ...toDishFilter(args.filter), ...parent.own }
  return nestedPage(
    ctx,
    {
      key: `${parent.key} ${JSON.stringify([page, filter])}`,
      list: dishList,
      parentColumn: parent.column,
      conditions: (params) => dishConditions(params, filter),
      page,
    },
    parent.id,
  )
}

const byId = async <Row>(loader: { load: (id: number) => Promise<Row | null> }, id: string) => {
  const parsed = parseId(id)
  return parsed === null ? null : loader.load(parsed)
}

/** A name as the profile stores it: trimmed; a name the shared rule refuses is an error naming the field and problem. */
function requireName(value: string, field: NameField): string {
  const problem = nameProblem(value)
  if (!problem) return value.trim()
  const extensions: NameErrorExtensions = { field, problem, maxLength: MAX_NAME_LENGTH }
  throw apiError(
    "BAD_USER_INPUT",
    problem === "EMPTY" ? `"${field}" must not be empty.` : `"${field}" must be at most ${MAX_NAME_LENGTH} characters.`,
    { ...extensions },
  )
}

/**
 * Fields read as they are from the object the parent's resolver returned (a
 * row, or an object built for the type). Naming them makes them hand-written
 * resolvers: the sandbox serves exactly these from data and generates the rest.
 */
function properties<Source extends object>(...names: (keyof Source & string)[]) {
  return Object.fromEntries(names.map((name) => [name, (source: Source) => source[name]]))
}

const connectionFields = {
  ...properties<Connection<unknown>>("edges", "nodes", "pageInfo"),
  totalCount: (connection: Connection<unknown>) => connection.totalCount(),
}
const edgeFields = properties<Connection<unknown>["edges"][number]>("cursor", "node")

const userFields = {
  id: (user: UserRow) => String(user.id),
  email: (user: UserRow) => user.email,
  firstName: (user: UserRow) => user.first_name,
  lastName: (user: UserRow) => user.last_name,
  globalPermissions: async (user: UserRow, _args: unknown, ctx: SandboxContext) =>
    (await ctx.loaders.permissionsByUser.load(user.id)).map((permission) => ({ permission })),
}

export const resolvers: HandWrittenResolvers<SandboxContext> = {
  Date: DateScalar,

  Query: {
    client: (_root: unknown, _args: unknown, ctx: SandboxContext) => ctx.auth.client(),

    me: async (_root: unknown, _args: unknown, ctx: SandboxContext) => {
      const identity = await ctx.auth.requireIdentity()
      return { id: identity.uid, user: await ctx.auth.user() }
    },

    outlet: async (_root: unknown, args: { id: string }, ctx: SandboxContext) => {
      await ctx.auth.requireDataAccess()
      return byId(ctx.loaders.outletById, args.id)
    },
    outletBySlug: async (_root: unknown, args: { slug: string }, ctx: SandboxContext) => {
      await ctx.auth.requireDataAccess()
      return ctx.loaders.outletBySlug.load(args.slug)
    },
    outlets: async (
      _root: unknown,
      args: PageArgsInput & {
        filter?: { cuisine?: string | null; city?: string | null; search?: string | null } | null
      },
      ctx: SandboxContext,
    ) => {
      await ctx.auth.requireDataAccess()
      const page = parsePageArgs(args.first, args.after, outletList.cursorTypes)
      return listPage(ctx, outletList, (params) => outletConditions(params, args.filter), page)
    },

    menuCategory: async (_root: unknown, args: { id: string }, ctx: SandboxContext) => {
      await ctx.auth.requireDataAccess()
      return byId(ctx.loaders.categoryById, args.id)
    },
    menuCategories: async (
      _root: unknown,
      args: PageArgsInput & { filter?: { outletId?: string | null; search?: string | null } | null },
      ctx: SandboxContext,
    ) => {
      await ctx.auth.requireDataAccess()
      const page = parsePageArgs(args.first, args.after, categoryList.cursorTypes)
      const outletId =
        args.filter?.outletId === undefined || args.filter?.outletId === null
          ? null
          : (parseId(args.filter.outletId) ?? NO_ROW)
      return listPage(
        ctx,
        categoryList,
        (params) => categoryConditions(params, { outletId, search: args.filter?.search }),
        page,
      )
    },

    dish: async (_root: unknown, args: { id: string }, ctx: SandboxContext) => {
      await ctx.auth.requireDataAccess()
      return byId(ctx.loaders.dishById, args.id)
    },
    dishes: async (_root: unknown, args: DishesArgs, ctx: SandboxContext) => {
      await ctx.auth.requireDataAccess()
      const page = parsePageArgs(args.first, args.after, dishList.cursorTypes)
      const filter = toDishFilter(args.filter)
      return listPage(ctx, dishList, (params) => dishConditions(params, filter), page)
    },
  },

  Mutation: {
    upsertMyProfile: async (
      _root: unknown,
      args: { input: { firstName: string; lastName: string } },
      ctx: SandboxContext,
    ) => {
      const identity = await ctx.auth.requireIdentity()
      if (!identity.email)
        throw apiError("FORBIDDEN", "Your identity has no email address; sign in with an account that has one.")
      const user = await upsertUser(
        ctx.db,
        identity,
        requireName(args.input.firstName, "firstName"),
        requireName(args.input.lastName, "lastName"),
      )
      return { id: identity.uid, user }
    },

    createCookieSession: async (_root: unknown, args: { token: string }, ctx: SandboxContext) => {
      const caller = await ctx.auth.requireIdentity()
      const check = await ctx.verifier.verify(args.token)
      if (!check.ok) throw apiError("UNAUTHENTICATED", check.message)
      if (check.identity.uid !== caller.uid)
        throw apiError("FORBIDDEN", "The token belongs to another user than the one signed in.")
      const session = await createSession(ctx.db, check.identity)
      ctx.setCookies.push(
        `${SESSION_COOKIE}=${session.token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${session.maxAgeSeconds}${ctx.secure ? "; Secure" : ""}`,
      )
      return { auth: { id: session.id, user: await ctx.auth.user() } }
    },
  },

  Client: {
    id: (client: { id: string }) => client.id,
  },
  Profile: properties<{ id: string; user: UserRow | null }>("id", "user"),
  GlobalPermissionItem: properties<{ permission: string }>("permission"),
  CookieSession: properties<{ auth: object }>("auth"),
  SessionAuth: properties<{ id: string; user: UserRow | null }>("id", "user"),

  User: userFields,

  Outlet: {
    ...properties<OutletRow>("name", "slug", "cuisine", "city"),
    id: (outlet: OutletRow) => String(outlet.id),
    address: (outlet: OutletRow): Address => ({
      street: outlet.street,
      postalCode: outlet.postal_code,
      city: outlet.city,
      country: outlet.country,
    }),
    openingHours: async (outlet: OutletRow, _args: unknown, ctx: SandboxContext) =>
      (await ctx.loaders.openingHoursByOutlet.load(outlet.id)).map((row): OpeningHours => ({
        dayOfWeek: DAYS[row.day_of_week - 1],
        opens: row.opens,
        closes: row.closes,
      })),
    menuCategories: (outlet: OutletRow, args: PageArgsInput, ctx: SandboxContext) => {
      const page = parsePageArgs(args.first, args.after, categoryList.cursorTypes)
      return nestedPage(
        ctx,
        {
          key: `outlet.menuCategories ${JSON.stringify(page)}`,
          list: categoryList,
          parentColumn: "c.outlet_id",
          conditions: () => [],
          page,
        },
        outlet.id,
      )
    },
    dishes: (outlet: OutletRow, args: DishesArgs, ctx: SandboxContext) =>
      parentDishes(ctx, args, { key: "outlet.dishes", column: "d.outlet_id", own: { outletId: null }, id: outlet.id }),
  },

  Address: properties<Address>("street", "postalCode", "city", "country"),
  OpeningHours: properties<OpeningHours>("dayOfWeek", "opens", "closes"),

  MenuCategory: {
    ...properties<CategoryRow>("name", "position"),
    id: (category: CategoryRow) => String(category.id),
    outlet: (category: CategoryRow, _args: unknown, ctx: SandboxContext) =>
      ctx.loaders.outletById.load(category.outlet_id),
    dishes: (category: CategoryRow, args: DishesArgs, ctx: SandboxContext) =>
      parentDishes(ctx, args, {
        key: "category.dishes",
        column: "d.category_id",
        own: { categoryId: null },
        id: category.id,
      }),
  },

  Dish: {
    ...properties<DishRow>("name", "description", "allergens"),
    id: (dish: DishRow) => String(dish.id),
    price: (dish: DishRow): Money => ({
      amount: dish.price_cents / 100,
      currency: dish.currency,
      formatted: `${dish.currency} ${(dish.price_cents / 100).toFixed(2)}`,
    }),
    priceChf: (dish: DishRow) => dish.price_cents / 100,
    dietaryLabels: (dish: DishRow) => dish.dietary_labels,
    availability: (dish: DishRow): Availability => ({
      from: dish.available_from,
      until: dish.available_until,
      daysOfWeek: dish.days_of_week.map((day) => DAYS[day - 1]),
    }),
    isAvailableOn: (dish: DishRow, args: { date: string }) => {
      const day = new Date(`${args.date}T00:00:00Z`).getUTCDay() || 7
      return args.date >= dish.available_from && args.date <= dish.available_until && dish.days_of_week.includes(day)
    },
    category: async (dish: DishRow, _args: unknown, ctx: SandboxContext) =>
      ctx.loaders.categoryById.load(dish.category_id),
    outlet: (dish: DishRow, _args: unknown, ctx: SandboxContext) => ctx.loaders.outletById.load(dish.outlet_id),
  },
  Money: properties<Money>("amount", "currency", "formatted"),
  Availability: properties<Availability>("from", "until", "daysOfWeek"),

  PageInfo: properties<Connection<unknown>["pageInfo"]>("hasNextPage", "hasPreviousPage", "startCursor", "endCursor"),
  OutletConnection: connectionFields,
  OutletEdge: edgeFields,
  MenuCategoryConnection: connectionFields,
  MenuCategoryEdge: edgeFields,
  DishConnection: connectionFields,
  DishEdge: edgeFields,
}
