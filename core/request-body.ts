/**
 * A POST's body as text, read once for the servers that take one: the feedback endpoint, the writers' status
 * endpoint and the MCP endpoint. Web types only (no Node API): a Node request is an async iterable of chunks.
 */

/** The request as the servers get it: Cloud Functions has read the body already and keeps it as rawBody; a plain Node server leaves the stream. */
export interface BodyRequest extends AsyncIterable<Uint8Array | string> {
  rawBody?: Uint8Array
  headers: Record<string, string | string[] | undefined>
}

/** Keeps a byte order mark, as Node's Buffer#toString does: a JSON body that starts with one is refused, not read. */
const decoder = new TextDecoder("utf-8", { ignoreBOM: true })
const encoder = new TextEncoder()

/** The bytes of the body, or "too large" past `limit`: the platform's copy when it read it first, else read here, stopping past the limit. */
async function bodyBytes(req: BodyRequest, limit: number): Promise<Uint8Array | "too large"> {
  if (req.rawBody) return req.rawBody.length > limit ? "too large" : req.rawBody
  const declared = Number(req.headers["content-length"])
  if (Number.isFinite(declared) && declared > limit) return "too large"
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of req) {
    const bytes = typeof chunk === "string" ? encoder.encode(chunk) : chunk
    size += bytes.length
    if (size > limit) return "too large"
    chunks.push(bytes)
  }
  const all = new Uint8Array(size)
  let offset = 0
  for (const bytes of chunks) {
    all.set(bytes, offset)
    offset += bytes.length
  }
  return all
}

/** The body as UTF-8 text, or "too large" when it has more than `limit` bytes (said or sent). */
export async function bodyText(req: BodyRequest, limit: number): Promise<string | "too large"> {
  const bytes = await bodyBytes(req, limit)
  return bytes === "too large" ? bytes : decoder.decode(bytes)
}
