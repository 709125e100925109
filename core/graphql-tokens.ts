/**
 * A small GraphQL lexer for the playground's first view: it highlights the
 * operation while the reader edits it, on the server render and in the
 * browser alike, and finds the operations' names, without graphql-js (the
 * page must stay light until the full editor loads). Text that is not valid
 * GraphQL still splits into tokens; joined, the tokens give back the text.
 */

/**
 * Kinds, as the site's code samples colour them (gatsby/lib/highlight.ts):
 * k keyword, e definition name or directive, n type or constant, v variable,
 * s string, c comment, p anything else (fields, punctuation, spaces).
 */
export type TokenKind = "k" | "e" | "n" | "v" | "s" | "c" | "p"

export interface Token {
  kind: TokenKind
  text: string
}

const RULES: readonly [TokenKind | "name" | "open" | "close" | "colon" | "spread", RegExp][] = [
  ["p", /[\s,\uFEFF]+/y],
  ["c", /#[^\n\r]*/y],
  ["s", /"""[\s\S]*?(?:"""|$)/y],
  ["s", /"(?:\\.|[^"\\\n\r])*"?/y],
  ["v", /\$[_A-Za-z][_0-9A-Za-z]*/y],
  ["e", /@[_A-Za-z][_0-9A-Za-z]*/y],
  ["n", /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y],
  ["name", /[_A-Za-z][_0-9A-Za-z]*/y],
  ["spread", /\.\.\./y],
  ["open", /[{(]/y],
  ["close", /[})]/y],
  ["colon", /:/y],
  ["p", /[\s\S]/y],
]

const OPERATION_KEYWORDS = new Set(["query", "mutation", "subscription"])
const VALUE_KEYWORDS = new Set(["true", "false", "null"])

/** The tokens of `source`, in order; adjacent tokens of the same kind are merged. */
export function tokenizeGraphQL(source: string): Token[] {
  const tokens: Token[] = []
  let position = 0
  let braces = 0
  let parens = 0
  // The previous significant token, and what a following name is.
  let previous = ""
  let expect: "definitionName" | "typeName" | null = null
  const push = (kind: TokenKind, text: string) => {
    const last = tokens[tokens.length - 1]
    if (last && last.kind === kind) last.text += text
    else tokens.push({ kind, text })
  }
  while (position < source.length) {
    for (const [rule, pattern] of RULES) {
      pattern.lastIndex = position
      const match = pattern.exec(source)
      if (!match || match[0].length === 0) continue
      const text = match[0]
      position += text.length
      if (rule === "name") {
        let kind: TokenKind = "p"
        if (expect === "definitionName") kind = "e"
        else if (expect === "typeName") kind = "n"
        else if (braces === 0 && (OPERATION_KEYWORDS.has(text) || text === "fragment")) kind = "k"
        else if (text === "on" && (previous === "..." || previous === "fragmentName")) kind = "k"
        else if (
          VALUE_KEYWORDS.has(text) &&
          ((parens > 0 && (previous === ":" || previous === "[")) || previous === "=")
        )
          kind = "k"
        else if (parens > 0 && braces === 0 && previous === ":") kind = "n"
        const afterFragment = previous === "fragment"
        if (kind === "k") expect = text === "on" ? "typeName" : VALUE_KEYWORDS.has(text) ? null : "definitionName"
        else expect = null
        previous = afterFragment && kind === "e" ? "fragmentName" : text
        push(kind, text)
      } else {
        if (rule === "open" || rule === "close") {
          const delta = rule === "open" ? 1 : -1
          if (text === "{" || text === "}") braces = Math.max(0, braces + delta)
          else parens = Math.max(0, parens + delta)
        }
        // Spaces and comments do not change what the next name is.
        if (rule !== "c" && (rule !== "p" || text.trim() !== "")) {
          previous = text
          expect = null
        }
        push(rule === "open" || rule === "close" || rule === "colon" || rule === "spread" ? "p" : rule, text)
      }
      break
    }
  }
  return tokens
}

/**
 * The names of the operations in `source`, in order; null for an anonymous
 * one (a bare selection set, or `query { … }`). Fragments are not operations.
 */
export function operationNames(source: string): (string | null)[] {
  const names: (string | null)[] = []
  let braces = 0
  let parens = 0
  // Where a top-level definition is: before its first word, after an operation keyword, or past its name.
  let state: "start" | "keyword" | "header" = "start"
  for (const token of tokenizeGraphQL(source)) {
    if (token.kind === "c" || token.kind === "s") continue
    if (braces === 0 && parens === 0 && token.kind === "k" && state === "start") {
      state = OPERATION_KEYWORDS.has(token.text) ? "keyword" : "header"
      continue
    }
    if (braces === 0 && parens === 0 && token.kind === "e" && state === "keyword") {
      names.push(token.text)
      state = "header"
      continue
    }
    for (const char of token.kind === "p" ? token.text : "") {
      if (char === "(") {
        if (braces === 0 && parens === 0 && state === "keyword") {
          names.push(null)
          state = "header"
        }
        parens += 1
      } else if (char === ")") parens = Math.max(0, parens - 1)
      else if (char === "{") {
        if (braces === 0 && parens === 0 && state !== "header") names.push(null)
        if (parens === 0) state = "header"
        braces += 1
      } else if (char === "}") {
        braces = Math.max(0, braces - 1)
        if (braces === 0 && parens === 0) state = "start"
      }
    }
  }
  return names
}

/**
 * The operation name to send: the wanted one when the text has it, else the
 * first operation's (null when it is anonymous), as the editor does
 * (./editor/operation-name.ts).
 */
export function operationNameFor(source: string, wanted: string | null): string | null {
  const names = operationNames(source)
  if (wanted && names.includes(wanted)) return wanted
  return names[0] ?? null
}
