/**
 * How many tool calls one client may make, per instance, in memory only:
 * a sliding window per client and per limit. Pure but for the clock it is
 * given. The hosted endpoint counts each tools/call of a request before it
 * runs anything; over a limit, it answers 429 with Retry-After and the IETF
 * draft's RateLimit-Policy and RateLimit headers (draft-ietf-httpapi-
 * ratelimit-headers: `"name";q=60;w=60` and `"name";r=0;t=12`).
 */

export interface Limit {
  /** The limit's name in the headers and the error: "tools", "run". */
  name: string
  /** Calls allowed per window. */
  quota: number
  /** The window, in seconds. */
  windowSeconds: number
}

/** What the endpoint allows by default: 60 tool calls a minute, of which 10 run_operation. */
export const DEFAULT_LIMITS = { toolCalls: 60, runOperations: 10 } as const

export function endpointLimits(config: { toolCalls: number; runOperations: number }): {
  tools: Limit
  run: Limit
} {
  return {
    tools: { name: "tools", quota: config.toolCalls, windowSeconds: 60 },
    run: { name: "run", quota: config.runOperations, windowSeconds: 60 },
  }
}

/** Over a limit: which, and in how many seconds the next call will be allowed. */
export interface Refusal {
  limit: Limit
  retryAfterSeconds: number
}

/** What a client has left of a limit after a call was counted. */
interface Standing {
  limit: Limit
  remaining: number
  resetSeconds: number
}

export interface RateLimiter {
  /**
   * Counts `counts[name]` calls for `client` against each limit, all or none: when any limit would be exceeded,
   * nothing is counted and the refusal says which (the one that frees up last).
   */
  take(
    client: string,
    counts: Readonly<Record<string, number>>,
  ): { ok: true; standing: Standing[] } | ({ ok: false } & Refusal)
  /** How many clients are remembered (old ones are forgotten as their windows pass). */
  size(): number
}

export function createRateLimiter(limits: readonly Limit[], now: () => number = Date.now): RateLimiter {
  /** Per limit and client, the times of the calls still in the window, oldest first. */
  const calls = new Map<string, Map<string, number[]>>(limits.map((limit) => [limit.name, new Map()]))
  let sinceSweep = 0

  const recent = (limit: Limit, client: string, at: number): number[] => {
    const perClient = calls.get(limit.name)!
    const times = perClient.get(client) ?? []
    const start = at - limit.windowSeconds * 1000
    let drop = 0
    while (drop < times.length && times[drop] <= start) drop++
    return drop === 0 ? times : times.slice(drop)
  }

  /** Forgets every client whose calls have all left their windows; run now and then, so memory stays bounded. */
  const sweep = (at: number) => {
    for (const limit of limits) {
      const perClient = calls.get(limit.name)!
      for (const client of [...perClient.keys()]) {
        const kept = recent(limit, client, at)
        if (kept.length === 0) perClient.delete(client)
        else perClient.set(client, kept)
      }
    }
  }

  return {
    take(client, counts) {
      const at = now()
      if (++sinceSweep >= 1000) {
        sinceSweep = 0
        sweep(at)
      }
      const refusals: Refusal[] = []
      const kept = new Map<Limit, number[]>()
      for (const limit of limits) {
        const count = counts[limit.name] ?? 0
        if (count === 0) continue
        const times = recent(limit, client, at)
        kept.set(limit, times)
        if (times.length + count > limit.quota) {
          // The call is allowed once enough of the oldest calls have left the window.
          const freeing = times[Math.max(0, times.length + count - limit.quota - 1)] ?? at
          const retryMs = freeing + limit.windowSeconds * 1000 - at
          refusals.push({ limit, retryAfterSeconds: Math.max(1, Math.ceil(retryMs / 1000)) })
        }
      }
      if (refusals.length > 0) {
        const last = refusals.reduce((a, b) => (b.retryAfterSeconds > a.retryAfterSeconds ? b : a))
        return { ok: false, ...last }
      }
      const standing: Standing[] = []
      for (const [limit, times] of kept) {
        const next = [...times, ...Array.from({ length: counts[limit.name] }, () => at)]
        calls.get(limit.name)!.set(client, next)
        standing.push({
          limit,
          remaining: limit.quota - next.length,
          resetSeconds: Math.max(1, Math.ceil((next[0] + limit.windowSeconds * 1000 - at) / 1000)),
        })
      }
      return { ok: true, standing }
    },
    size: () => new Set([...calls.values()].flatMap((perClient) => [...perClient.keys()])).size,
  }
}

/** The RateLimit-Policy header: every limit, with its quota and window. */
export const rateLimitPolicy = (limits: readonly Limit[]) =>
  limits.map((limit) => `"${limit.name}";q=${limit.quota};w=${limit.windowSeconds}`).join(", ")

/** The RateLimit header after a counted call: what is left of each limit, and when it resets. */
export const rateLimitState = (standing: readonly Standing[]) =>
  standing.map((each) => `"${each.limit.name}";r=${each.remaining};t=${each.resetSeconds}`).join(", ")

/** The RateLimit header of a refusal: nothing left of the limit, until the retry. */
export const refusedState = (refusal: Refusal) => `"${refusal.limit.name}";r=0;t=${refusal.retryAfterSeconds}`

/** What a refused client reads: which limit, and when to try again. */
export function refusalMessage(refusal: Refusal): string {
  const what = refusal.limit.name === "run" ? "run_operation calls" : "tool calls"
  return (
    `Too many requests: this endpoint allows ${refusal.limit.quota} ${what} a minute per client. ` +
    `Try again in ${refusal.retryAfterSeconds} s.`
  )
}

/**
 * The client a request comes from: the address the platform reports. Behind `proxyHops` trusted proxies that
 * each append to X-Forwarded-For, that is the entry they appended last before the socket's; with none, the socket's
 * own address. An entry a client wrote itself is further left, so it cannot choose its own key.
 */
export function clientAddress(
  headers: Readonly<Record<string, string | string[] | undefined>>,
  socketAddress: string | undefined,
  proxyHops: number,
): string {
  const forwarded = [headers["x-forwarded-for"]]
    .flat()
    .filter((value): value is string => typeof value === "string")
    .flatMap((value) => value.split(","))
    .map((entry) => entry.trim())
    .filter(Boolean)
  const chain = [...forwarded, socketAddress ?? "unknown"]
  return chain[Math.max(0, chain.length - 1 - proxyHops)]
}
