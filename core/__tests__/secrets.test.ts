import { MIN_SECRET_LENGTH, redactor, secretProblem } from "../secrets"

/** The awkward keys: a quote, a backslash, a tab, a letter outside ASCII, and the shortest allowed. */
const AWKWARD_KEYS = [
  'zfv"quote',
  "zfv\\slash",
  "zfv\ttab",
  "zfv-clé",
  "abcd",
  // Keys that hold what looks like an escape, end in one, or read differently in lower case; and one with spaces.
  "p4ss%E9word",
  "Pa55\\nw0rd!",
  "Sup3rS3cret\\",
  "pwdΣ",
  "my secret pw",
]

/** The forms a key takes in text, computed here with Node's own encoders, not with the module's. */
const encodings = (key: string) => ({
  raw: key,
  json: JSON.stringify(key).slice(1, -1),
  "json twice": JSON.stringify(JSON.stringify(key)).slice(1, -1),
  percent: encodeURIComponent(key),
  "percent, + for a space": encodeURIComponent(key).replace(/%20/g, "+"),
  base64: Buffer.from(key).toString("base64").replace(/=+$/, ""),
  base64url: Buffer.from(key).toString("base64url"),
  "base64 inside": Buffer.from(`user:${key}`).toString("base64"),
  "base64 inside, offset 1": Buffer.from(`x:${key}!`).toString("base64"),
  hex: Buffer.from(key).toString("hex"),
  "hex, upper case": Buffer.from(key).toString("hex").toUpperCase(),
  "every byte percent-encoded": [...Buffer.from(key)].map((byte) => `%${byte.toString(16).padStart(2, "0")}`).join(""),
  "percent-encoded twice": encodeURIComponent(encodeURIComponent(key)),
  "every character \\u-escaped": [...key]
    .map((char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`)
    .join(""),
  "HTML entities": [...key].map((char) => `&#x${char.codePointAt(0)?.toString(16)};`).join(""),
  "HTML decimal entities": [...key].map((char) => `&#${char.codePointAt(0)};`).join(""),
  "split by spaces": wrapped(key, 2, " "),
  "wrapped over lines": wrapped(key, 3, "\n"),
  "wrapped, in JSON": JSON.stringify(wrapped(key, 3, "\n")).slice(1, -1),
  "base64, wrapped as MIME does": wrapped(Buffer.from(`user:${key}`).toString("base64"), 4, "\r\n"),
})

/** The text cut every `width` characters, the pieces joined by `gap`. */
function wrapped(text: string, width: number, gap: string): string {
  const characters = [...text]
  const pieces: string[] = []
  for (let at = 0; at < characters.length; at += width) pieces.push(characters.slice(at, at + width).join(""))
  return pieces.join(gap)
}

describe("redactor", () => {
  it.each(AWKWARD_KEYS)("removes the key %j in every form it can take", (key) => {
    const redact = redactor([[key, "<KEY>"]])
    for (const [form, encoded] of Object.entries(encodings(key))) {
      const text = `before ${encoded} after`
      const out = redact(text)
      expect({ form, out }).toEqual({ form, out: expect.stringContaining("<KEY>") })
      // The key's bytes are gone: neither the form nor a decoding of what is left holds it.
      expect(out).not.toContain(encoded)
      if (form.startsWith("base64"))
        expect(Buffer.from(out.split(" ")[1].replace(/\s/g, ""), "base64").toString()).not.toContain(key)
      expect(out.startsWith("before ") && out.endsWith(" after")).toBe(true)
    }
  })

  it("removes a JSON answer's escaped key, as JSON.stringify writes it", () => {
    const key = 'k"\\\té'
    const answer = JSON.stringify({ errors: [{ message: `Unknown key ${key}` }] }, null, 2)
    expect(answer).not.toContain(key)
    expect(redactor([[key, "<KEY>"]])(answer)).toBe(
      JSON.stringify({ errors: [{ message: "Unknown key <KEY>" }] }, null, 2),
    )
  })

  it("removes the token and the key each with its own placeholder, and leaves other text alone", () => {
    const redact = redactor([
      ["key-1234", "<K>"],
      ["tok.en.5678", "<T>"],
    ])
    expect(redact("key-1234 and Bearer tok.en.5678; keys 1234")).toBe("<K> and Bearer <T>; keys 1234")
    expect(redactor([[null, "<K>"]])("nothing to do")).toBe("nothing to do")
  })

  it("removes a key wrapped in an API's error page, and leaves the page's other words", () => {
    const key = "zfv_Qm9pZ3JhcGhpY2FsLWtleS0xMjM0NTY3ODkwYWJjZGVm"
    const page = `<pre>api-key: ${key.slice(0, 20)}\n${key.slice(20)}</pre> upstream sig=${Buffer.from(key).toString("hex")}`
    expect(redactor([[key, "<K>"]])(page)).toBe("<pre>api-key: <K></pre> upstream sig=<K>")
  })

  it("removes a key next to text that would complete one of its escapes, and one whose forms leave under 4 characters", () => {
    expect(redactor([["Sup3rS3cret\\", "<K>"]])('The key "Sup3rS3cret\\" was refused')).toBe(
      'The key "<K>" was refused',
    )
    expect(redactor([["a b c", "<K>"]])("x a b c y")).toBe("x <K> y")
    expect(redactor([["pwdΣ", "<K>"]])("key pwdΣ\nnext line")).toBe("key <K>\nnext line")
  })

  it("skips a secret too short to tell apart from text (those are refused where they enter)", () => {
    expect(redactor([["abc", "<K>"]])("abc")).toBe("abc")
  })
})

describe("secretProblem", () => {
  it(`refuses a credential shorter than ${MIN_SECRET_LENGTH} characters, naming it and not its value`, () => {
    expect(secretProblem("The api-key header", "abc")).toBe(
      "The api-key header is too short (3 characters); credentials have at least 4.",
    )
    expect(secretProblem("ZFV_API_KEY", "é")).toBe(
      "ZFV_API_KEY is too short (1 character); credentials have at least 4.",
    )
    expect(secretProblem("ZFV_API_KEY", "abcd")).toBeNull()
  })
})
