/**
 * Production class names of CSS modules: a 6-character hash instead of
 * Gatsby's "styles-module--crumb--e76eb". Nearly every CSS module here is called
 * styles.module.css, so the long form says nothing, and class attributes
 * were a large share of each page's HTML, repeated on every page of a large
 * schema's reference (figures in docs/benchmarks.md). `gatsby develop`
 * keeps the readable names.
 */
export const PRODUCTION_CLASS_NAME = "[hash:base64:6]"

interface LoaderEntry {
  loader?: string
  options?: { modules?: { localIdentName?: string } | boolean }
}

interface RuleLike {
  use?: unknown
  oneOf?: unknown
  rules?: unknown
}

/** Sets `localIdentName` on every css-loader with CSS modules in a webpack rule list; returns how many it changed. */
export function setCssModuleClassNames(rules: readonly unknown[], localIdentName: string): number {
  let changed = 0
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      value.forEach(visit)
      return
    }
    if (!value || typeof value !== "object") return
    const entry = value as LoaderEntry & RuleLike
    if (
      typeof entry.loader === "string" &&
      /[\\/]css-loader[\\/]/.test(entry.loader) &&
      entry.options &&
      typeof entry.options.modules === "object"
    ) {
      entry.options.modules.localIdentName = localIdentName
      changed++
    }
    visit(entry.use)
    visit(entry.oneOf)
    visit(entry.rules)
  }
  visit(rules)
  return changed
}
