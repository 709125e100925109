/** Text and values written into the code samples' source: shell words, JavaScript and Python strings and literals. */

/** A POSIX shell word: bare when it is safe, else in single quotes, a single quote written as '\''. */
export function shellQuote(text: string): string {
  if (text !== "" && /^[A-Za-z0-9_./:@%+=,-]+$/.test(text)) return text
  return `'${text.replace(/'/g, `'\\''`)}'`
}

/** The inside of a JavaScript template literal. */
export function jsTemplateText(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/`/g, "\\`").replace(/\$\{/g, "\\${")
}

/** The inside of a Python triple-quoted string: backslashes doubled, no run of three quotes, no quote before the closing ones. */
export function pythonTripleQuotedText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/"(?="")/g, '\\"')
    .replace(/"$/, '\\"')
}

/** A JSON string literal, which is also a valid JavaScript and Python string literal. */
export const quoted = (text: string) => JSON.stringify(text)

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/

/** A JSON value as a JavaScript literal, keys bare where they can be. */
export function jsLiteral(value: unknown, indent: string): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]"
    return `[\n${value.map((item) => `${indent}  ${jsLiteral(item, `${indent}  `)},`).join("\n")}\n${indent}]`
  }
  if (value && typeof value === "object") {
    const entries = Object.entries(value)
    if (entries.length === 0) return "{}"
    const lines = entries.map(
      ([key, item]) => `${indent}  ${IDENTIFIER.test(key) ? key : quoted(key)}: ${jsLiteral(item, `${indent}  `)},`,
    )
    return `{\n${lines.join("\n")}\n${indent}}`
  }
  return JSON.stringify(value)
}

/** A JSON value as a Python literal: True, False, None, dicts and lists. */
export function pythonLiteral(value: unknown, indent: string): string {
  if (value === null || value === undefined) return "None"
  if (value === true) return "True"
  if (value === false) return "False"
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]"
    return `[\n${value.map((item) => `${indent}    ${pythonLiteral(item, `${indent}    `)},`).join("\n")}\n${indent}]`
  }
  if (typeof value === "object") {
    const entries = Object.entries(value)
    if (entries.length === 0) return "{}"
    return `{\n${entries.map(([key, item]) => `${indent}    ${quoted(key)}: ${pythonLiteral(item, `${indent}    `)},`).join("\n")}\n${indent}}`
  }
  return JSON.stringify(value)
}
