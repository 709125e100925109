import { EDITOR_BACKGROUNDS, foregroundsToCheck, siteMonacoTheme } from "../editor/monaco-themes"

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5]
      .map((at) => parseInt(hex.slice(at, at + 2), 16) / 255)
      .map((value) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

describe("the playground's Monaco themes", () => {
  for (const mode of ["light", "dark"] as const) {
    it(`draw line numbers, comments, arguments and links at WCAG AA (4.5:1) on the ${mode} background`, () => {
      const failing = Object.entries(foregroundsToCheck(mode)).filter(
        ([, color]) => contrast(color, EDITOR_BACKGROUNDS[mode]) < 4.5,
      )
      expect(failing).toEqual([])
    })

    it(`use those colours in the ${mode} theme`, () => {
      const theme = siteMonacoTheme(mode)
      const checked = foregroundsToCheck(mode)
      expect(theme.colors["editorLineNumber.foreground"]).toBe(checked.lineNumber)
      expect(theme.colors["editorLineNumber.dimmedForeground"]).toBe(checked.dimmedLineNumber)
      expect(theme.rules.find((rule) => rule.token === "comment")?.foreground).toBe(checked.comment)
      expect(theme.base).toBe(mode === "dark" ? "vs-dark" : "vs")
    })
  }

  it("computes contrast as WCAG does", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5)
    expect(contrast("#777777", "#ffffff")).toBeCloseTo(4.48, 2)
  })
})
