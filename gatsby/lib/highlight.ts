import type { HighlighterCore, ThemeRegistration } from "shiki/core"
import { escapeHtml } from "../../core/html-text"
import { loadOnce } from "../../core/load-once"

/**
 * Syntax highlighting at build time (shiki, the TextMate grammars VS Code
 * uses). Nothing here ships to the browser: pages get finished HTML.
 *
 * Tokens become `<span class=k>` with one short class per token kind instead
 * of shiki's inline colours, so the HTML (which Gatsby also carries in each
 * page's JavaScript for hydration) stays small, and the colours live in one
 * stylesheet with a light and a dark set (src/components/CodeBlock).
 */

/** The languages the docs may use, with the names writers may give a fence. */
export const HIGHLIGHT_LANGUAGES = ["graphql", "json", "bash", "javascript", "typescript", "python"] as const
type HighlightLanguage = (typeof HIGHLIGHT_LANGUAGES)[number]

const ALIASES: Record<string, HighlightLanguage> = {
  graphql: "graphql",
  gql: "graphql",
  json: "json",
  bash: "bash",
  sh: "bash",
  shell: "bash",
  console: "bash",
  javascript: "javascript",
  js: "javascript",
  typescript: "typescript",
  ts: "typescript",
  python: "python",
  py: "python",
}

/** The language a fence names ("js" -> "javascript"), or null when the site does not highlight it. */
export function highlightLanguage(name: string | null | undefined): HighlightLanguage | null {
  return name ? (ALIASES[name.toLowerCase()] ?? null) : null
}

/**
 * Token kinds, after GitHub's light and dark themes: each kind is one class.
 * The theme below gives each kind a stand-in colour; the stand-in is how a
 * token's kind is read back, and CSS gives the real colours.
 */
export const TOKEN_CLASSES = {
  comment: "c",
  constant: "n",
  entity: "e",
  tag: "t",
  keyword: "k",
  string: "s",
  variable: "v",
  invalid: "x",
} as const
type TokenKind = keyof typeof TOKEN_CLASSES

const PLAIN = "#000000"
const KINDS = Object.keys(TOKEN_CLASSES) as TokenKind[]
const standIn = (kind: TokenKind) => `#0000${(KINDS.indexOf(kind) + 1).toString(16).padStart(2, "0")}`
const classByStandIn = new Map(KINDS.map((kind) => [standIn(kind), TOKEN_CLASSES[kind]]))

/** GitHub's theme scopes (github-light), grouped by the kind of colour they get. */
const SCOPES: [TokenKind | null, string[]][] = [
  ["comment", ["comment", "punctuation.definition.comment", "string.comment"]],
  [
    "constant",
    ["constant", "entity.name.constant", "variable.other.constant", "variable.other.enummember", "variable.language"],
  ],
  ["entity", ["entity", "entity.name"]],
  [null, ["variable.parameter.function"]],
  ["tag", ["entity.name.tag"]],
  ["keyword", ["keyword", "storage", "storage.type"]],
  [null, ["storage.modifier.package", "storage.modifier.import", "storage.type.java"]],
  ["string", ["string", "punctuation.definition.string", "string punctuation.section.embedded source"]],
  ["constant", ["support", "meta.property-name"]],
  ["variable", ["variable"]],
  [null, ["variable.other"]],
  ["invalid", ["invalid.broken", "invalid.deprecated", "invalid.illegal", "invalid.unimplemented", "message.error"]],
  ["constant", ["string variable", "support.constant", "support.variable", "meta.module-reference"]],
  ["string", ["source.regexp", "string.regexp"]],
  ["tag", ["string.regexp constant.character.escape"]],
]

const THEME: ThemeRegistration = {
  name: "zfv-classes",
  type: "light",
  colors: { "editor.foreground": PLAIN, "editor.background": "#ffffff" },
  tokenColors: SCOPES.map(([kind, scope]) => ({ scope, settings: { foreground: kind ? standIn(kind) : PLAIN } })),
}

/** One highlighter per process, with only the site's languages: loading every grammar takes seconds, these take a fraction of one. */
const getHighlighter: () => Promise<HighlighterCore> = loadOnce(async () => {
  const [{ createHighlighterCore }, { createJavaScriptRegexEngine }] = await Promise.all([
    import("shiki/core"),
    import("shiki/engine/javascript"),
  ])
  return createHighlighterCore({
    themes: [THEME],
    langs: [
      import("@shikijs/langs/graphql"),
      import("@shikijs/langs/json"),
      import("@shikijs/langs/bash"),
      import("@shikijs/langs/javascript"),
      import("@shikijs/langs/typescript"),
      import("@shikijs/langs/python"),
    ],
    engine: createJavaScriptRegexEngine(),
  })
})

/**
 * `code` as highlighted HTML, one string per line (no line breaks inside):
 * plain text escaped, tokens wrapped in `<span class=X>`. A language the site
 * does not highlight comes back escaped only.
 */
export async function highlightLines(code: string, language: string | null): Promise<string[]> {
  const lang = highlightLanguage(language)
  const source = code.replace(/\r\n?/g, "\n")
  if (!lang) return source.split("\n").map(escapeHtml)
  const { tokens } = (await getHighlighter()).codeToTokens(source, { lang, theme: THEME.name as string })
  return tokens.map((line) => {
    let html = ""
    let open: string | null = null
    for (const token of line) {
      // Blanks take whatever span is open: fewer spans, same look.
      const className: string | null =
        token.content.trim() === "" ? open : (classByStandIn.get((token.color ?? PLAIN).toLowerCase()) ?? null)
      if (className !== open) {
        if (open) html += "</span>"
        if (className) html += `<span class=${className}>`
        open = className
      }
      html += escapeHtml(token.content)
    }
    return open ? `${html}</span>` : html
  })
}

/** `code` as highlighted HTML, lines joined with "\n" (for a <pre>). */
export async function highlight(code: string, language: string | null): Promise<string> {
  return (await highlightLines(code, language)).join("\n")
}
