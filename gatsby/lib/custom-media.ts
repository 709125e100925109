/**
 * Custom media, `@media (--mobile) { … }`, as stylesheets write them: each
 * name stands for a condition in src/styles/breakpoints.ts, the one place the
 * layout's widths are kept. Browsers do not read custom media yet, so every
 * stylesheet is rewritten with the conditions before it is bundled: by the
 * site's webpack (gatsby/on-create-webpack-config.ts) and by the playground
 * editor's esbuild (gatsby/lib/editor-bundle.ts). A name that is not defined
 * fails the build, naming the stylesheet, instead of a rule that never applies.
 */
import postcss, { type Plugin } from "postcss"

/** Where the custom media are defined, for messages and as a dependency of every stylesheet. */
export const CUSTOM_MEDIA_FILE = "src/styles/breakpoints.ts"

type CustomMedia = Readonly<Record<string, string>>

const REFERENCE = /\(\s*(--[A-Za-z0-9_-]+)\s*\)/g
const HAS_REFERENCE = /\(\s*--/

/** A stylesheet's misuse of custom media: `reason` without the file, for messages that name the file themselves. */
class CustomMediaError extends Error {
  constructor(
    file: string,
    readonly reason: string,
  ) {
    super(`${file}: ${reason}`)
  }
}

/**
 * Checks that each custom media is named `--…` and is one media condition:
 * a list (a comma) would change the meaning of the query it is put into.
 */
export function checkCustomMedia(media: CustomMedia): void {
  for (const [name, condition] of Object.entries(media)) {
    if (!/^--[A-Za-z0-9_-]+$/.test(name)) throw new Error(`${CUSTOM_MEDIA_FILE}: "${name}" is not a custom media name`)
    if (condition.includes(",") || condition.trim() === "")
      throw new Error(`${CUSTOM_MEDIA_FILE}: ${name} must be one media condition, not "${condition}"`)
  }
}

/**
 * A media query list (the text after `@media`) with each `(--name)` replaced
 * by its condition. The replacement is word for word, so a reference may only
 * stand alone or be joined with `and`: after `not` or beside `or`, a condition
 * with an `and` of its own would mean something else. Throws naming `file` for
 * an unknown name or such a query.
 */
export function expandCustomMedia(params: string, media: CustomMedia, file: string): string {
  if (!params.includes("--")) return params
  return params
    .split(",")
    .map((query) => {
      if (!HAS_REFERENCE.test(query)) return query
      if (/\b(?:not|only|or)\b/i.test(query))
        throw new CustomMediaError(
          file,
          `"@media ${params.trim()}" joins custom media with not, only or or; only "and" keeps its meaning`,
        )
      return query.replace(REFERENCE, (reference: string, name: string) => {
        const condition = media[name]
        if (condition === undefined)
          throw new CustomMediaError(
            file,
            `unknown custom media ${reference.trim()} in "@media ${params.trim()}"; ` +
              `${CUSTOM_MEDIA_FILE} defines ${Object.keys(media).join(", ")}`,
          )
        return condition
      })
    })
    .join(",")
}

/**
 * The PostCSS plugin: expands every `@media`, and reports `dependencies` to
 * the bundler (postcss-loader tells webpack), so a changed width rebuilds the
 * stylesheets. `@custom-media` rules are refused: the names live in one file.
 */
export function customMediaPlugin(media: CustomMedia, dependencies: readonly string[] = []): Plugin {
  checkCustomMedia(media)
  return {
    postcssPlugin: "zfv-custom-media",
    Once(_root, { result }) {
      for (const file of dependencies)
        result.messages.push({ type: "dependency", plugin: "zfv-custom-media", file, parent: result.opts.from })
    },
    AtRule: {
      media(rule, { result }) {
        const file = rule.source?.input.file ?? result.opts.from ?? "a stylesheet"
        try {
          rule.params = expandCustomMedia(rule.params, media, file)
        } catch (error) {
          throw error instanceof CustomMediaError ? rule.error(error.reason) : error
        }
      },
      "custom-media"(rule) {
        throw rule.error(`define custom media in ${CUSTOM_MEDIA_FILE}, not in a stylesheet`)
      },
    },
  }
}

/** A whole stylesheet with its custom media expanded (the editor's esbuild plugin). */
export async function expandCustomMediaInCss(css: string, media: CustomMedia, file: string): Promise<string> {
  return (await postcss([customMediaPlugin(media)]).process(css, { from: file })).css
}

/**
 * The media queries of a built stylesheet that still name custom media: a stylesheet that reached the bundle
 * without the custom-media step (one only `composes:`-ed from another skips it), whose rules no browser applies.
 */
export function unreadCustomMedia(css: string): string[] {
  return [...css.matchAll(/@media([^{]*)\{/g)]
    .map((match) => match[1].trim())
    .filter((query) => HAS_REFERENCE.test(query))
}
