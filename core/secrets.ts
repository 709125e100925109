/**
 * Keeping a reader's credentials out of what is said back: every form a
 * secret can take in a text (raw, JSON-escaped, percent-encoded, base64) is
 * replaced by a placeholder. Pure, with no Node-only API, so the MCP server
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

/** JSON's escapes of a text, without the quotes; `ascii` also escapes every character outside ASCII. */
function jsonEscaped(text: string, ascii = false): string {
  const escaped = JSON.stringify(text).slice(1, -1)
  return ascii
    ? escaped.replace(/[^\x20-\x7e]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`)
    : escaped
}

/** Every form the secret can take in an answer, longest first. */
export function secretForms(secret: string): string[] {
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
    ...base64Forms(secret),
  ]
  return [...new Set(forms)].filter((form) => form.length > 0).sort((a, b) => b.length - a.length)
}

/** A redactor for these secrets: each of its forms becomes its placeholder. Secrets too short to tell are skipped. */
export function redactor(secrets: readonly (readonly [secret: string | null, placeholder: string])[]) {
  const pairs = secrets
    .filter(([secret]) => secret !== null && secretProblem("", secret) === null)
    .flatMap(([secret, placeholder]) => secretForms(secret as string).map((form) => [form, placeholder] as const))
    .sort(([a], [b]) => b.length - a.length)
  return (text: string): string => pairs.reduce((out, [form, placeholder]) => out.split(form).join(placeholder), text)
}
