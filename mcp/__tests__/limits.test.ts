import { clientAddress, createRateLimiter, rateLimitPolicy, rateLimitState, refusalMessage } from "../src/limits"

const tools = { name: "tools", quota: 3, windowSeconds: 60 }
const run = { name: "run", quota: 1, windowSeconds: 60 }

describe("createRateLimiter", () => {
  it("allows the quota in a sliding window, then says how long until the oldest call leaves it", () => {
    let now = 0
    const limiter = createRateLimiter([tools, run], () => now)
    for (const at of [0, 10_000, 20_000]) {
      now = at
      expect(limiter.take("a", { tools: 1 }).ok).toBe(true)
    }
    now = 30_000
    expect(limiter.take("a", { tools: 1 })).toEqual({ ok: false, limit: tools, retryAfterSeconds: 30 })
    // Another client has its own window.
    expect(limiter.take("b", { tools: 1 }).ok).toBe(true)
    now = 60_000
    expect(limiter.take("a", { tools: 1 })).toEqual({
      ok: true,
      standing: [{ limit: tools, remaining: 0, resetSeconds: 10 }],
    })
  })

  it("counts a batch all or none, against every limit it touches", () => {
    const limiter = createRateLimiter([tools, run], () => 0)
    expect(limiter.take("a", { tools: 2, run: 2 })).toMatchObject({ ok: false, limit: run })
    // Nothing was counted: the tool calls of the refused batch are still free.
    expect(limiter.take("a", { tools: 3, run: 1 })).toEqual({
      ok: true,
      standing: [
        { limit: tools, remaining: 0, resetSeconds: 60 },
        { limit: run, remaining: 0, resetSeconds: 60 },
      ],
    })
  })

  it("forgets a client once its calls have left the window, so memory stays bounded", () => {
    let now = 0
    const limiter = createRateLimiter([tools], () => now)
    for (let client = 0; client < 500; client++) limiter.take(`c${client}`, { tools: 1 })
    expect(limiter.size()).toBe(500)
    now = 61_000
    for (let call = 0; call < 1000; call++) limiter.take("late", { tools: 0 })
    expect(limiter.size()).toBe(0)
  })
})

describe("the headers and the words", () => {
  it("write the IETF draft's fields and say which limit and when", () => {
    expect(rateLimitPolicy([tools, run])).toBe('"tools";q=3;w=60, "run";q=1;w=60')
    expect(rateLimitState([{ limit: tools, remaining: 2, resetSeconds: 41 }])).toBe('"tools";r=2;t=41')
    expect(refusalMessage({ limit: run, retryAfterSeconds: 12 })).toBe(
      "Too many requests: this endpoint allows 1 run_operation calls a minute per client. Try again in 12 s.",
    )
  })
})

describe("clientAddress", () => {
  it("is the socket's address with no proxy, else the entry the nearest proxies appended", () => {
    expect(clientAddress({ "x-forwarded-for": "198.51.100.1" }, "10.0.0.2", 0)).toBe("10.0.0.2")
    expect(clientAddress({ "x-forwarded-for": "198.51.100.1" }, "10.0.0.2", 1)).toBe("198.51.100.1")
    // A client that writes the header itself only adds entries on the left.
    expect(clientAddress({ "x-forwarded-for": "6.6.6.6, 198.51.100.1, 10.0.0.9" }, "10.0.0.2", 2)).toBe("198.51.100.1")
    expect(clientAddress({}, "10.0.0.2", 2)).toBe("10.0.0.2")
  })
})
