import { bodyText, type BodyRequest } from "../request-body"

/** A request whose body arrives in these chunks, with these headers. */
function request(
  chunks: (string | Uint8Array)[],
  headers: BodyRequest["headers"] = {},
  rawBody?: Uint8Array,
): BodyRequest {
  return {
    headers,
    rawBody,
    async *[Symbol.asyncIterator]() {
      for (const chunk of chunks) yield chunk
    },
  }
}

describe("bodyText", () => {
  it("joins the chunks, bytes or strings, and reads them as UTF-8", async () => {
    const bytes = new TextEncoder().encode('{"a":"é')
    await expect(bodyText(request([bytes.slice(0, 6), bytes.slice(6), '"}']), 100)).resolves.toBe('{"a":"é"}')
  })

  it("takes the platform's copy when it read the body first", async () => {
    const raw = new TextEncoder().encode("read already")
    await expect(bodyText(request(["not this"], {}, raw), 100)).resolves.toBe("read already")
    await expect(bodyText(request([], {}, raw), 5)).resolves.toBe("too large")
  })

  it("is too large when the request says so, or when it sends more than the limit", async () => {
    await expect(bodyText(request(["small"], { "content-length": "101" }), 100)).resolves.toBe("too large")
    await expect(bodyText(request(["x".repeat(60), "x".repeat(41)]), 100)).resolves.toBe("too large")
    await expect(bodyText(request(["x".repeat(100)]), 100)).resolves.toBe("x".repeat(100))
  })

  it("keeps a byte order mark, as Node's Buffer does, so JSON that starts with one is refused", async () => {
    const text = await bodyText(request([new Uint8Array([0xef, 0xbb, 0xbf]), "{}"]), 100)
    expect(text).toBe("\uFEFF{}")
    expect(() => JSON.parse(text)).toThrow()
  })
})
