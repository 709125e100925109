/**
 * Keeping a reader's credentials out of what is said back: every form a
 * secret can take in a text (raw, JSON-escaped, percent-encoded, hex, HTML
 * entities, base64, wrapped over lines) is replaced by a placeholder. Pure, with no Node-only API, so the MCP server
 * and anything else that answers with text can use it.
 */

/** A credential shorter than this is refused where it enters: it could not be told apart from ordinary text. */
export const MIN_SECRET_LENGTH = 4

/** Why a credential cannot be used, naming it and never its value; null when it can. */
export function secretProblem(what: string, secret: string): string | null {
  const length = [...secret].length
  return length < MIN_SECRET_LENGTH
    ? `${what} is too short (${length} character${length === 1 ? "" : "s"}); credentials have at least ${MIN_SECRET_LENGTH}.`
    : null
}

const utf8 = (text: string) => new TextEncoder().encode(text)

function base64(bytes: Uint8Array): string {
  let binary = ""
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/**
 * The secret's bytes as they appear inside a longer base64 text, at each of the three alignments: the
 * characters that depend on the secret's bits alone (those shared with its neighbours are left out).
 */
function base64Forms(secret: string): string[] {
  const bytes = utf8(secret)
  const forms: string[] = []
  for (let offset = 0; offset < 3; offset++) {
    const padded = new Uint8Array(offset + bytes.length)
    padded.set(bytes, offset)
    const encoded = base64(padded)
    const form = encoded.slice(Math.ceil((offset * 8) / 6), Math.floor(((offset + bytes.length) * 8) / 6))
    forms.push(form, form.replace(/\+/g, "-").replace(/\//g, "_"))
  }
  return forms
}

/** JSON's short escapes, as the characters they stand for. */
const JSON_ESCAPES: Record<string, string> = { b: "\b", f: "\f", n: "\n", r: "\r", t: "\t", '"': '"', "/": "/" }
/** HTML's named entities of the characters a secret can hold. */
const HTML_NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" }

/** A text decoded (see `decodedView`), each of its UTF-16 units with the span of the text it came from. */
export interface DecodedView {
  text: string
  starts: Int32Array
  ends: Int32Array
}

const isHex = (code: number) => (code >= 48 && code <= 57) || (code >= 65 && code <= 70) || (code >= 97 && code <= 102)
const hexAt = (text: string, at: number, digits: number) => {
  for (let index = at; index < at + digits; index++) if (!isHex(text.charCodeAt(index))) return -1
  return parseInt(text.slice(at, at + digits), 16)
}

/** The byte a `%41`, or `%2541` (encoded twice, when `twice`), at `at` stands for, and its length; null if none. */
function byteAt(text: string, at: number, allowTwice: boolean): { byte: number; length: number } | null {
  if (text[at] !== "%") return null
  const twice = allowTwice && text.startsWith("25", at + 1) && hexAt(text, at + 3, 2) >= 0
  const byte = hexAt(text, at + (twice ? 3 : 1), 2)
  return byte < 0 ? null : { byte, length: twice ? 5 : 3 }
}

/**
 * The UTF-8 character that the encoded bytes at `at` make, and the length they take; null if none. `%25E9` is read
 * as `%E9` encoded twice when that makes a character, else as an encoded `%` (a `%` followed by `E9`).
 */
function encodedCharacterAt(text: string, at: number): { char: string; length: number } | null {
  return encodedCharacter(text, at, true) ?? encodedCharacter(text, at, false)
}

function encodedCharacter(text: string, at: number, allowTwice: boolean): { char: string; length: number } | null {
  const first = byteAt(text, at, allowTwice)
  if (!first) return null
  const count = first.byte < 0x80 ? 1 : first.byte >= 0xf0 ? 4 : first.byte >= 0xe0 ? 3 : first.byte >= 0xc0 ? 2 : 0
  if (count === 0) return null
  const bytes = [first.byte]
  let length = first.length
  while (bytes.length < count) {
    const next = byteAt(text, at + length, allowTwice)
    if (!next || next.byte >> 6 !== 2) return null
    bytes.push(next.byte)
    length += next.length
  }
  return { char: new TextDecoder().decode(new Uint8Array(bytes)), length }
}

/** The backslash escape at `at` (JSON's, `\u0041`, `\x41`): what it stands for and its length; a lone backslash is itself. */
function escapeAt(text: string, at: number): { char: string; length: number } {
  const next = text[at + 1] ?? ""
  const unicode = next === "u" ? hexAt(text, at + 2, 4) : -1
  if (unicode >= 0) return { char: String.fromCharCode(unicode), length: 6 }
  const byte = next === "x" ? hexAt(text, at + 2, 2) : -1
  if (byte >= 0) return { char: String.fromCharCode(byte), length: 4 }
  if (next === "\\") return { char: "\\", length: 2 }
  if (next in JSON_ESCAPES) return { char: JSON_ESCAPES[next], length: 2 }
  return { char: "\\", length: 1 }
}

/** The HTML character reference at `at` (`&#x41;`, `&#65;`, `&amp;`), or null. */
function entityAt(text: string, at: number): { char: string; length: number } | null {
  const match = /^&(?:#x([0-9a-f]{1,6});?|#([0-9]{1,7});?|(amp|lt|gt|quot|apos);)/i.exec(text.slice(at, at + 10))
  if (!match) return null
  const code = match[1] ? parseInt(match[1], 16) : match[2] ? parseInt(match[2], 10) : null
  if (code !== null) return code <= 0x10ffff ? { char: String.fromCodePoint(code), length: match[0].length } : null
  return { char: HTML_NAMED[match[3].toLowerCase()], length: match[0].length }
}

/** White space as `\s` has it, by UTF-16 unit. */
const isSpace = (code: number) =>
  (code >= 9 && code <= 13) ||
  code === 32 ||
  code === 0xa0 ||
  code === 0x1680 ||
  (code >= 0x2000 && code <= 0x200a) ||
  code === 0x2028 ||
  code === 0x2029 ||
  code === 0x202f ||
  code === 0x205f ||
  code === 0x3000 ||
  code === 0xfeff

/** UTF-16 units as a string, a slice at a time (a call's arguments are limited). */
function unitsToString(units: Uint16Array): string {
  let out = ""
  for (let at = 0; at < units.length; at += 8192) out += String.fromCharCode(...units.subarray(at, at + 8192))
  return out
}

/**
 * The text with its escapes decoded, in one pass from left to right: percent-encoded bytes (once or twice), JSON's
 * and C's backslash escapes, HTML's character references. With `gaps: "drop"`, white space (typed or escaped) is
 * left out too, so a secret cut over lines or by spaces reads whole. Linear in the text's length.
 */
export function decodedView(
  text: string,
  { gaps, decode = true }: { gaps: "keep" | "drop"; decode?: boolean },
): DecodedView {
  const units = new Uint16Array(text.length)
  const starts = new Int32Array(text.length)
  const ends = new Int32Array(text.length)
  let count = 0
  const add = (code: number, start: number, end: number) => {
    if (gaps === "drop" && isSpace(code)) return
    units[count] = code
    starts[count] = start
    ends[count] = end
    count++
  }
  let at = 0
  while (at < text.length) {
    const code = text.charCodeAt(at)
    // "%", "\\", "&": the starts of an encoded character.
    const decoded = !decode
      ? null
      : code === 37
        ? encodedCharacterAt(text, at)
        : code === 92
          ? escapeAt(text, at)
          : code === 38
            ? entityAt(text, at)
            : null
    if (!decoded) {
      add(code, at, at + 1)
      at++
      continue
    }
    for (let index = 0; index < decoded.char.length; index++)
      add(decoded.char.charCodeAt(index), at, at + decoded.length)
    at += decoded.length
  }
  return {
    text: unitsToString(units.subarray(0, count)),
    starts: starts.subarray(0, count),
    ends: ends.subarray(0, count),
  }
}

/** The view of a view (a JSON string of a JSON string decoded twice), its spans in the first view's text. */
function viewOfView(first: DecodedView, gaps: "keep" | "drop"): DecodedView {
  const second = decodedView(first.text, { gaps })
  return {
    text: second.text,
    starts: second.starts.map((start) => first.starts[start]),
    ends: second.ends.map((end) => first.ends[end - 1]),
  }
}

/** The text decoded once and twice (a JSON answer quoted in another, a parameter encoded twice). */
export function decodedViews(text: string, gaps: "keep" | "drop"): DecodedView[] {
  const once = decodedView(text, { gaps })
  return [once, viewOfView(once, gaps)]
}

/** Each unit in lower case where that keeps it one unit, so a view's offsets still hold. */
function lowerUnits(text: string): string {
  let out = ""
  for (let index = 0; index < text.length; index++) {
    const unit = text[index].toLowerCase()
    out += unit.length === 1 ? unit : text[index]
  }
  return out
}

const hexOf = (secret: string) => [...utf8(secret)].map((byte) => byte.toString(16).padStart(2, "0")).join("")

/** The spans of `text` that hold one of these needles, found in its view (`lower`: its text in lower case). */
function spansOf(view: DecodedView, lower: string, needles: readonly { text: string; anyCase: boolean }[]) {
  const spans: [number, number][] = []
  for (const needle of needles) {
    const haystack = needle.anyCase ? lower : view.text
    // Each match once, not the ones inside it: a secret of one repeated letter in a run of it stays linear.
    for (
      let found = haystack.indexOf(needle.text);
      found !== -1;
      found = haystack.indexOf(needle.text, found + needle.text.length)
    )
      spans.push([view.starts[found], view.ends[found + needle.text.length - 1]])
  }
  return spans
}

/** The text with each span replaced by its placeholder; overlapping spans are joined, the first one's placeholder kept. */
export function replaceSpans(text: string, spans: readonly (readonly [number, number, string])[]): string {
  const sorted = [...spans].sort((a, b) => a[0] - b[0] || b[1] - a[1])
  let out = ""
  let at = 0
  for (const [start, end, placeholder] of sorted) {
    if (end <= at) continue
    out += start >= at ? text.slice(at, start) + placeholder : ""
    at = end
  }
  return out + text.slice(at)
}

/** JSON's escapes of a text, without the quotes; `ascii` also escapes every character outside ASCII. */
function jsonEscaped(text: string, ascii = false): string {
  const escaped = JSON.stringify(text).slice(1, -1)
  return ascii
    ? escaped.replace(/[^\x20-\x7e]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`)
    : escaped
}

/** A secret as it is, JSON-escaped (once, twice, in ASCII) and percent-encoded: matched exactly, as typed. */
function exactForms(secret: string): string[] {
  const json = jsonEscaped(secret)
  const percent = encodeURIComponent(secret)
  const forms = [
    secret,
    json,
    jsonEscaped(secret, true),
    jsonEscaped(json),
    jsonEscaped(jsonEscaped(secret, true)),
    percent,
    percent.replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase()),
    percent.replace(/%20/g, "+"),
    encodeURI(secret),
  ]
  return [...new Set(forms)]
}

/**
 * A redactor for these secrets: each of their forms becomes its placeholder. A form is the secret itself, its hex,
 * or its base64 or base64url at each alignment, read in the text's decoded view (escapes decoded, white space left
 * out: `decodedView`); the secret and its hex in upper or lower case. Secrets too short to tell are skipped.
 */
export function redactor(secrets: readonly (readonly [secret: string | null, placeholder: string])[]) {
  const needles = secrets
    .filter((pair): pair is readonly [string, string] => pair[0] !== null && secretProblem("", pair[0]) === null)
    .map(([secret, placeholder]) => {
      const gapless = secret.replace(/\s+/g, "")
      const forms = [
        // As typed, and as its own escapes read (a key that holds `\n` or `%41`), in upper or lower case.
        { text: lowerUnits(gapless), anyCase: true },
        { text: lowerUnits(decodedView(secret, { gaps: "drop" }).text), anyCase: true },
        // A form's `+` for a space.
        ...(/\s/.test(secret.trim()) ? [{ text: lowerUnits(secret.trim().replace(/\s/g, "+")), anyCase: true }] : []),
        { text: hexOf(secret), anyCase: true },
        ...base64Forms(secret).map((form) => ({ text: form, anyCase: false })),
      ].filter(
        (form, index, all) =>
          form.text.length >= MIN_SECRET_LENGTH && all.findIndex((other) => other.text === form.text) === index,
      )
      return { exact: exactForms(secret).map((form) => ({ text: form, anyCase: false })), forms, placeholder }
    })
  return (text: string): string => {
    if (needles.length === 0) return text
    // The text as it is (white space left out), then decoded once and twice.
    const raw = decodedView(text, { gaps: "drop", decode: false })
    const views = /[%\\&]/.test(text) ? [raw, ...decodedViews(text, "drop")] : [raw]
    const spans = views.flatMap((view) => {
      const lower = lowerUnits(view.text)
      return needles.flatMap(({ forms, placeholder }) =>
        spansOf(view, lower, forms).map(([start, end]) => [start, end, placeholder] as const),
      )
    })
    // And its usual encodings exactly, white space and all: a secret that the forms above make too short to look
    // for, or that mixes escapes of two depths (a `%` and a `\n` in a key, quoted twice).
    const asTyped = decodedView(text, { gaps: "keep", decode: false })
    for (const { exact, placeholder } of needles)
      for (const [start, end] of spansOf(asTyped, text, exact)) spans.push([start, end, placeholder])
    return spans.length === 0 ? text : replaceSpans(text, spans)
  }
}
