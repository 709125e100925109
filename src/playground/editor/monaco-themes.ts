/**
 * Monaco's colours in the site's palette. GraphiQL defines two Monaco themes
 * ("graphiql-LIGHT", "graphiql-DARK") whose line numbers and comments miss
 * WCAG AA on its navy dark background and on white (a dimmed last line
 * number at 1.75:1). The editor defines them again under the same names once
 * Monaco has loaded (SiteMonacoThemes in ./index.tsx): GraphiQL keeps
 * choosing between them, and every colour below meets 4.5:1 against the
 * background it is drawn on (src/playground/__tests__/monaco-themes.test.ts).
 * The editor's own background is transparent over GraphiQL's --color-base,
 * which ./graphiql.css sets to the site's background.
 */

interface MonacoThemeData {
  base: "vs" | "vs-dark"
  inherit: boolean
  rules: { token: string; foreground: string; fontStyle?: string }[]
  colors: Record<string, string>
}

/** The names GraphiQL gives its themes (not exported by @graphiql/react). */
export const GRAPHIQL_THEME_NAMES = { light: "graphiql-LIGHT", dark: "graphiql-DARK" } as const

/** The site's backgrounds (src/styles/global.css), over which the editor is drawn. */
export const EDITOR_BACKGROUNDS = { light: "#ffffff", dark: "#1b1b1d" } as const

const palette = {
  light: {
    text: "#1c1e21",
    muted: "#4f5660",
    dimmed: "#6a7079",
    comment: "#57606a",
    primary: "#0a57a4",
    argument: "#5a55c4",
    surface: "#f5f6f8",
    selection: "#0a57a41f",
  },
  dark: {
    text: "#e6e6e6",
    muted: "#b4b8bf",
    dimmed: "#8b929c",
    comment: "#9da5b0",
    primary: "#7ab8ff",
    argument: "#a49fff",
    surface: "#242526",
    selection: "#7ab8ff2e",
  },
} as const

/** The colours each theme draws text in over its background; a test checks their contrast. */
export function foregroundsToCheck(mode: "light" | "dark"): Record<string, string> {
  const colors = palette[mode]
  return {
    lineNumber: colors.muted,
    activeLineNumber: colors.text,
    dimmedLineNumber: colors.dimmed,
    comment: colors.comment,
    argument: colors.argument,
    link: colors.primary,
  }
}

export function siteMonacoTheme(mode: "light" | "dark"): MonacoThemeData {
  const colors = palette[mode]
  const background = EDITOR_BACKGROUNDS[mode]
  return {
    base: mode === "dark" ? "vs-dark" : "vs",
    inherit: true,
    rules: [
      { token: "comment", foreground: colors.comment, fontStyle: "italic" },
      { token: "argument.identifier.gql", foreground: colors.argument },
    ],
    colors: {
      "editor.background": "#ffffff00",
      "scrollbar.shadow": "#ffffff00",
      "editorLineNumber.foreground": colors.muted,
      "editorLineNumber.activeForeground": colors.text,
      "editorLineNumber.dimmedForeground": colors.dimmed,
      "textLink.foreground": colors.primary,
      "textLink.activeForeground": colors.primary,
      "editorLink.activeForeground": colors.primary,
      "editorHoverWidget.background": colors.surface,
      "editorSuggestWidget.background": background,
      "editorSuggestWidget.selectedBackground": colors.selection,
      "editorSuggestWidget.selectedForeground": colors.text,
      "editorSuggestWidget.highlightForeground": colors.primary,
      "list.hoverBackground": colors.selection,
      "list.highlightForeground": colors.primary,
      "list.focusHighlightForeground": colors.primary,
      "menu.background": background,
      "quickInput.background": background,
    },
  }
}
