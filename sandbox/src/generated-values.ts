import {
  getNamedType,
  getNullableType,
  isAbstractType,
  isEnumType,
  isListType,
  isLeafType,
  isObjectType,
  isScalarType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from "graphql"

// Values for the fields the sandbox has no data for. Every value comes from a
// seed string (the parent's identity, the field and its arguments), so the
// same query gets the same answer on every start, and plausible ones: picked
// by the field's type and name (docs/decisions.md, "Generated values").

const GENERATED = Symbol("generated")

/** An object the sandbox made up: its concrete type, its seed, and field values fixed by its parent (a connection's). */
export interface GeneratedObject {
  [GENERATED]: { typeName: string; seed: string; values: Readonly<Record<string, unknown>> }
}

export const isGenerated = (value: unknown): value is GeneratedObject =>
  typeof value === "object" && value !== null && GENERATED in value

export const generatedTypeName = (value: GeneratedObject) => value[GENERATED].typeName

function generatedObject(typeName: string, seed: string, values: Record<string, unknown> = {}): GeneratedObject {
  return { [GENERATED]: { typeName, seed, values } }
}

/** FNV-1a over the seed, then one round of mixing: a well-spread 32-bit number per seed. */
export function hashSeed(seed: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < seed.length; index++) {
    hash ^= seed.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  hash ^= hash >>> 16
  hash = Math.imul(hash, 0x7feb352d)
  hash ^= hash >>> 15
  return hash >>> 0
}

/** A whole number in [min, max], the same for the same seed. */
const pick = (seed: string, min: number, max: number) => min + (hashSeed(seed) % (max - min + 1))
const choose = <T>(seed: string, items: readonly T[]): T => items[hashSeed(seed) % items.length]

/** How many items a generated list has ("a few"); a connection asked for fewer gets fewer. */
export const LIST_LENGTH = { min: 2, max: 3 }

const WORDS = ["Alpine", "Harbour", "Linden", "Meadow", "Quarry", "Riverside", "Summit", "Willow"]
const NOUNS = ["garden", "kitchen", "market", "station", "terrace", "workshop"]
const BASE_DATE = Date.UTC(2026, 10, 23) // 2026-11-23, the seed data's "today"
const DAY_MS = 86_400_000

const isoDate = (seed: string) => new Date(BASE_DATE - pick(seed, 0, 400) * DAY_MS).toISOString().slice(0, 10)
const isoDateTime = (seed: string) =>
  new Date(BASE_DATE - pick(seed, 0, 400) * DAY_MS + pick(`${seed}:s`, 0, 86_399) * 1000)
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
const hex = (seed: string, length: number) => {
  let out = ""
  for (let part = 0; out.length < length; part++) out += hashSeed(`${seed}:${part}`).toString(16).padStart(8, "0")
  return out.slice(0, length)
}
const words = (seed: string) => `${choose(`${seed}:w`, WORDS)} ${choose(`${seed}:n`, NOUNS)}`

/** Words in a field or scalar name: "createdAt" -> ["created", "at"], "URL" -> ["url"]. */
const nameWords = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .toLowerCase()
    .split(/[\s_]+/)
    .filter(Boolean)

/**
 * A scalar value chosen by the scalar's name, then the field's: a Date is
 * YYYY-MM-DD, a DateTime ISO 8601, a URL an https address, and so on.
 */
function scalarValue(scalarName: string, fieldName: string, seed: string, examples: ReadonlyMap<string, unknown>) {
  if (examples.has(scalarName)) return examples.get(scalarName)
  const field = nameWords(fieldName)
  const last = field[field.length - 1] ?? ""
  const has = (...names: string[]) => field.some((word) => names.includes(word))
  switch (scalarName) {
    case "Boolean":
      return hashSeed(seed) % 2 === 0
    case "Int":
      if (has("count", "total", "size", "length")) return pick(seed, 0, 40)
      if (has("year")) return pick(seed, 2015, 2026)
      if (has("position", "index", "rank", "order")) return pick(seed, 1, 10)
      return pick(seed, 1, 500)
    case "Float":
      if (has("latitude", "lat")) return pick(seed, 45_800, 47_800) / 1000
      if (has("longitude", "lng", "lon")) return pick(seed, 5_900, 10_500) / 1000
      return pick(seed, 100, 5000) / 100
    case "ID":
      return `${hex(seed, 12)}`
    case "String":
      if (has("email")) return `${choose(`${seed}:u`, ["anna", "luca", "mia", "noah"])}${pick(seed, 1, 99)}@example.com`
      if (has("url", "uri", "href", "link", "website")) return `https://example.com/${hex(seed, 8)}`
      if (last === "at" || has("date", "time", "timestamp")) return isoDateTime(seed)
      if (has("slug", "handle", "login")) return `${choose(`${seed}:w`, WORDS).toLowerCase()}-${pick(seed, 1, 99)}`
      if (has("description", "body", "text", "summary", "message", "content", "note"))
        return `A sample ${field.join(" ")} about the ${words(seed).toLowerCase()}.`
      if (has("currency")) return "CHF"
      if (has("color", "colour")) return `#${hex(seed, 6)}`
      if (has("phone"))
        return `+41 44 ${pick(seed, 100, 999)} ${pick(`${seed}:p`, 10, 99)} ${pick(`${seed}:q`, 10, 99)}`
      if (has("city")) return choose(seed, ["Zürich", "Bern", "Luzern", "Basel", "Winterthur"])
      if (has("country")) return "CH"
      return words(seed)
  }
  const scalar = nameWords(scalarName)
  const is = (...names: string[]) => scalar.some((word) => names.includes(word))
  if (is("datetime", "timestamp", "instant") || (is("date") && is("time"))) return isoDateTime(seed)
  if (is("date")) return isoDate(seed)
  if (is("time"))
    return `${String(pick(seed, 6, 21)).padStart(2, "0")}:${choose(`${seed}:m`, ["00", "15", "30", "45"])}`
  if (is("url", "uri")) return `https://example.com/${hex(seed, 8)}`
  if (is("email")) return `user${pick(seed, 1, 99)}@example.com`
  if (is("json", "object", "map")) return {}
  if (is("money", "decimal", "price", "amount", "currency")) return (pick(seed, 100, 5000) / 100).toFixed(2)
  if (is("int", "long", "bigint")) return String(pick(seed, 1, 100_000))
  if (is("html")) return `<p>${words(seed)}</p>`
  if (is("id", "oid", "sha", "hash")) return hex(seed, 40)
  if (is("base64")) return Buffer.from(words(seed)).toString("base64")
  return `${scalarName}-${hex(seed, 6)}`
}

/** A connection in the Relay sense: an object type with edges or nodes and pageInfo. */
function isConnectionType(type: GraphQLNamedType): type is GraphQLObjectType {
  if (!isObjectType(type)) return false
  const fields = type.getFields()
  return "pageInfo" in fields && ("edges" in fields || "nodes" in fields)
}

const cursorOf = (seed: string, index: number) => Buffer.from(`${hex(seed, 8)}:${index}`).toString("base64url")

export interface ValueGenerator {
  /** The value of a field of type `type` whose seed is `seed`, for the given arguments. */
  value(type: GraphQLOutputType, fieldName: string, seed: string, args: Readonly<Record<string, unknown>>): unknown
  /** A field of a generated object: the value its parent fixed, or one generated from its seed. */
  field(
    parent: GeneratedObject,
    type: GraphQLOutputType,
    fieldName: string,
    args: Readonly<Record<string, unknown>>,
  ): unknown
}

/** Seeds of a field's value: the parent's seed, the field, and its arguments in a stable order. */
export function fieldSeed(parentSeed: string, fieldName: string, args: Readonly<Record<string, unknown>>): string {
  const keys = Object.keys(args).sort()
  if (keys.length === 0) return `${parentSeed}.${fieldName}`
  return `${parentSeed}.${fieldName}(${keys.map((key) => `${key}:${JSON.stringify(args[key])}`).join(",")})`
}

/**
 * How many nodes a connection page holds, and how many there are in all: as many as asked for (`first` or
 * `last`), up to a few; then maybe more on later pages. Without either, a few.
 */
export function connectionSize(seed: string, args: Readonly<Record<string, unknown>>) {
  const asked = [args.first, args.last].find((value): value is number => typeof value === "number")
  const count =
    asked === undefined
      ? pick(`${seed}:length`, LIST_LENGTH.min, LIST_LENGTH.max)
      : Math.max(0, Math.min(asked, LIST_LENGTH.max))
  const totalCount = count + (asked !== undefined && asked <= count ? pick(`${seed}:more`, 0, 5) : 0)
  return { count, totalCount }
}

/** The type of a connection's nodes: its `nodes` field's, else its edges' `node`. */
function connectionNodeType(type: GraphQLObjectType): GraphQLNamedType | undefined {
  const fields = type.getFields()
  if (fields.nodes) return getNamedType(fields.nodes.type)
  if (fields.edges) return getNamedType((getNamedType(fields.edges.type) as GraphQLObjectType).getFields().node?.type)
  return undefined
}

/** A connection object around its nodes: the edges with their cursors, the page info and the total count. */
function connectionObject(
  type: GraphQLObjectType,
  seed: string,
  args: Readonly<Record<string, unknown>>,
  nodes: readonly unknown[],
  totalCount: number,
): GeneratedObject {
  const fields = type.getFields()
  const cursors = nodes.map((_, index) => cursorOf(seed, index))
  const edgeType = fields.edges ? getNamedType(fields.edges.type) : undefined
  const pageInfoType = getNamedType(fields.pageInfo.type)
  return generatedObject(type.name, seed, {
    nodes,
    edges: edgeType
      ? nodes.map((node, index) =>
          generatedObject(edgeType.name, `${seed}[${index}]:edge`, { node, cursor: cursors[index] }),
        )
      : [],
    pageInfo: generatedObject(pageInfoType.name, `${seed}:pageInfo`, {
      hasNextPage: totalCount > nodes.length,
      hasPreviousPage: typeof args.after === "string" || typeof args.before === "string",
      startCursor: cursors[0] ?? null,
      endCursor: cursors[cursors.length - 1] ?? null,
    }),
    totalCount,
  })
}

/** An object of `type`, or of one of its possible types when it is an interface or union. */
function objectOf(schema: GraphQLSchema, type: GraphQLNamedType, seed: string): GeneratedObject | null {
  if (isAbstractType(type)) {
    const possible = schema.getPossibleTypes(type)
    return possible.length > 0 ? generatedObject(choose(`${seed}:type`, possible).name, seed) : null
  }
  return generatedObject(type.name, seed)
}

/**
 * Generates values for `schema`. `scalarExamples` gives a scalar's value by
 * its name (from content/schema-examples.json), before any rule by name.
 */
export function createValueGenerator(
  schema: GraphQLSchema,
  scalarExamples: ReadonlyMap<string, unknown> = new Map(),
): ValueGenerator {
  function connection(type: GraphQLObjectType, seed: string, args: Readonly<Record<string, unknown>>) {
    const { count, totalCount } = connectionSize(seed, args)
    const nodeType = connectionNodeType(type)
    const nodes = Array.from({ length: count }, (_, index) => {
      if (!nodeType) return null
      const nodeSeed = `${seed}[${index}]`
      return isLeafType(nodeType) ? value(nodeType, "node", nodeSeed, {}) : objectOf(schema, nodeType, nodeSeed)
    })
    return connectionObject(type, seed, args, nodes, totalCount)
  }

  function value(
    type: GraphQLOutputType,
    fieldName: string,
    seed: string,
    args: Readonly<Record<string, unknown>>,
  ): unknown {
    const nullable = getNullableType(type)
    if (isListType(nullable)) {
      const length = pick(`${seed}:length`, LIST_LENGTH.min, LIST_LENGTH.max)
      return Array.from({ length }, (_, index) => value(nullable.ofType, fieldName, `${seed}[${index}]`, {}))
    }
    if (isScalarType(nullable)) return scalarValue(nullable.name, fieldName, seed, scalarExamples)
    if (isEnumType(nullable)) {
      const values = nullable.getValues()
      return values.length > 0 ? choose(seed, values).value : null
    }
    if (isConnectionType(nullable)) return connection(nullable, seed, args)
    return objectOf(schema, nullable, seed)
  }

  return {
    value,
    field(parent, type, fieldName, args) {
      const { seed, values } = parent[GENERATED]
      if (fieldName in values) return values[fieldName]
      return value(type, fieldName, fieldSeed(seed, fieldName, args), args)
    },
  }
}
