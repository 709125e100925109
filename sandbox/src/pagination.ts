import { badInput } from "./errors"

export const MAX_PAGE_SIZE = 100

export interface PageArgs {
  first: number
  /** The sort key values and id of the row the page starts after. */
  after: unknown[] | null
}

function encodeCursor(values: readonly unknown[]): string {
  return Buffer.from(JSON.stringify(values), "utf8").toString("base64url")
}

/** The type of each value in a list's cursors: "int" or "text". */
export type CursorType = "int" | "text"

const fitsType = (value: unknown, type: CursorType) =>
  type === "int" ? Number.isSafeInteger(value) : typeof value === "string"

function decodeCursor(cursor: string, types: readonly CursorType[]): unknown[] {
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"))
    if (
      Array.isArray(values) &&
      values.length === types.length &&
      values.every((value, index) => fitsType(value, types[index]))
    )
      return values
  } catch {
    // fall through to the error below
  }
  throw badInput(`The cursor "${cursor}" is not valid here. Pass the endCursor of a page of the same list.`)
}

/** Validates `first` and `after`; `cursorTypes` are the types of the values in this list's cursors. */
export function parsePageArgs(
  first: number | null | undefined,
  after: string | null | undefined,
  cursorTypes: readonly CursorType[],
): PageArgs {
  const size = first ?? 20
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE)
    throw badInput(`"first" must be between 1 and ${MAX_PAGE_SIZE}, got ${size}.`)
  return { first: size, after: after ? decodeCursor(after, cursorTypes) : null }
}

export interface Connection<Node> {
  edges: { cursor: string; node: Node }[]
  nodes: Node[]
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null }
  /** Loaded only when asked for. */
  totalCount: () => Promise<number>
}

/** A Relay connection from up to first + 1 rows (the extra row only tells that a next page exists). */
export function toConnection<Node>(
  rows: readonly Node[],
  page: PageArgs,
  cursorOf: (node: Node) => unknown[],
  totalCount: () => Promise<number>,
): Connection<Node> {
  const nodes = rows.slice(0, page.first)
  const edges = nodes.map((node) => ({ cursor: encodeCursor(cursorOf(node)), node }))
  return {
    edges,
    nodes,
    pageInfo: {
      hasNextPage: rows.length > page.first,
      hasPreviousPage: page.after !== null,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
    totalCount,
  }
}

/** Parses an ID argument; ids are positive integers, anything else matches nothing. */
export function parseId(id: string | null | undefined): number | null {
  if (!id || !/^\d{1,9}$/.test(id)) return null
  return Number(id)
}
