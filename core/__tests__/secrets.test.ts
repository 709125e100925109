import { MIN_SECRET_LENGTH, redactor, secretForms, secretProblem } from "../secrets"

/** The awkward keys: a quote, a backslash, a tab, a letter outside ASCII, and the shortest allowed. */
const AWKWARD_KEYS = ['zfv"quote', "zfv\\slash", "zfv\ttab", "zfv-clé", "abcd"]

/** The forms a key takes in text, computed here with Node's own encoders, not with the module's. */
const encodings = (key: string) => ({
  raw: key,
  json: JSON.stringify(key).slice(1, -1),
  "json twice": JSON.stringify(JSON.stringify(key)).slice(1, -1),
  percent: encodeURIComponent(key),
  base64: Buffer.from(key).toString("base64").replace(/=+$/, ""),
  base64url: Buffer.from(key).toString("base64url"),
  "base64 inside": Buffer.from(`user:${key}`).toString("base64"),
  "base64 inside, offset 1": Buffer.from(`x:${key}!`).toString("base64"),
})

describe("redactor", () => {
  it.each(AWKWARD_KEYS)("removes the key %j in every form it can take", (key) => {
    const redact = redactor([[key, "<KEY>"]])
    for (const [form, encoded] of Object.entries(encodings(key))) {
      const text = `before ${encoded} after`
      const out = redact(text)
      expect({ form, out }).toEqual({ form, out: expect.stringContaining("<KEY>") })
      // The key's bytes are gone: neither the form nor a decoding of what is left holds it.
      expect(out).not.toContain(encoded)
      if (form.startsWith("base64")) expect(Buffer.from(out.split(" ")[1], "base64").toString()).not.toContain(key)
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

  it("skips a secret too short to tell apart from text (those are refused where they enter)", () => {
    expect(redactor([["abc", "<K>"]])("abc")).toBe("abc")
  })
})

describe("secretForms", () => {
  it("lists each form once, longest first", () => {
    const forms = secretForms("zfv-clé")
    expect(new Set(forms).size).toBe(forms.length)
    expect([...forms].sort((a, b) => b.length - a.length)).toEqual(forms)
    expect(forms).toEqual(expect.arrayContaining(["zfv-clé", "zfv-cl\\u00e9", "zfv-cl%C3%A9", "zfv-cl%c3%a9"]))
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
