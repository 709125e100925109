/**
 * A tiny JSON lexer for responses that arrive in the browser (a docs
 * example's Run): the recorded responses are highlighted at build time by
 * shiki (gatsby/lib/highlight.ts), which must not ship to the browser, and a
 * live response should look exactly like the recorded one. A test holds the
 * two to the same HTML for every recorded response of the docs. Text that is
 * not valid JSON still splits into tokens; joined, they give back the text.
 */
import { escapeHtml } from "./html-text"
import type { Token, TokenKind } from "./graphql-tokens"

// The build's kinds for JSON: n for keys, numbers, true/false/null and escapes; s for strings; p for the rest.
const STRING = /"(?:\\.|[^"\\\n\r])*"?/y
const ESCAPE = /\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})/g
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y
const LITERAL = /(?:true|false|null)(?![\w$])/y
const OTHER = /[^"\-\dtfn]+|[\s\S]/y
const KEY_FOLLOWS = /\s*:/y

/** The tokens of `source`, in order; adjacent tokens of the same kind are merged. */
export function tokenizeJson(source: string): Token[] {
  const tokens: Token[] = []
  const push = (kind: TokenKind, text: string) => {
    if (!text) return
    const last = tokens[tokens.length - 1]
    if (last && last.kind === kind) last.text += text
    else tokens.push({ kind, text })
  }
  let position = 0
  const match = (pattern: RegExp) => {
    pattern.lastIndex = position
    const found = pattern.exec(source)
    return found && found[0].length > 0 ? found[0] : null
  }
  while (position < source.length) {
    const string = match(STRING)
    if (string) {
      position += string.length
      KEY_FOLLOWS.lastIndex = position
      const kind: TokenKind = KEY_FOLLOWS.test(source) ? "n" : "s"
      // Escapes are constants inside a string, as the build colours them.
      let from = 0
      for (const escape of string.matchAll(ESCAPE)) {
        push(kind, string.slice(from, escape.index))
        push("n", escape[0])
        from = (escape.index ?? 0) + escape[0].length
      }
      push(kind, string.slice(from))
      continue
    }
    const constant = match(NUMBER) ?? match(LITERAL)
    if (constant) {
      position += constant.length
      push("n", constant)
      continue
    }
    const other = match(OTHER) ?? source[position]
    position += other.length
    push("p", other)
  }
  return tokens
}

/**
 * `source` as the build's highlighted HTML (gatsby/lib/highlight.ts): text
 * escaped, each coloured token in `<span class=X>`, a blank taking the class
 * of the span before it, no span across a line break.
 */
export function highlightJson(source: string): string {
  const lines: string[] = []
  let html = ""
  let open: TokenKind | null = null
  const close = () => {
    if (open) html += "</span>"
    open = null
  }
  for (const token of tokenizeJson(source)) {
    token.text.split("\n").forEach((piece, index) => {
      if (index > 0) {
        close()
        lines.push(html)
        html = ""
      }
      // A blank between punctuation is a token of its own for shiki; inside a string it is not.
      for (const run of token.kind === "p" ? piece.split(/(\s+)/) : [piece]) {
        if (!run) continue
        const kind = run.trim() === "" ? open : token.kind === "p" ? null : token.kind
        if (kind !== open) {
          close()
          if (kind) html += `<span class=${kind}>`
          open = kind
        }
        html += escapeHtml(run)
      }
    })
  }
  close()
  lines.push(html)
  return lines.join("\n")
}
