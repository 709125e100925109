import fs from "node:fs"
import path from "node:path"
import postcss from "postcss"
import { CUSTOM_MEDIA } from "../../../src/styles/breakpoints"
import {
  checkCustomMedia,
  customMediaPlugin,
  expandCustomMedia,
  expandCustomMediaInCss,
  unreadCustomMedia,
} from "../custom-media"

const MEDIA = {
  "--mobile": "(max-width: 996px)",
  "--tight": "(min-width: 1280px) and (max-width: 1599px)",
}

describe("expandCustomMedia", () => {
  it("replaces each reference by its condition, alone, in a list and joined with and", () => {
    expect(expandCustomMedia("(--mobile)", MEDIA, "a.css")).toBe("(max-width: 996px)")
    expect(expandCustomMedia("(--mobile), (--tight)", MEDIA, "a.css")).toBe(
      "(max-width: 996px), (min-width: 1280px) and (max-width: 1599px)",
    )
    expect(expandCustomMedia("screen and ( --tight )", MEDIA, "a.css")).toBe(
      "screen and (min-width: 1280px) and (max-width: 1599px)",
    )
  })

  it("leaves queries without custom media as they are", () => {
    expect(expandCustomMedia("(forced-colors: active)", MEDIA, "a.css")).toBe("(forced-colors: active)")
    expect(expandCustomMedia("(min-width: 1px), print", MEDIA, "a.css")).toBe("(min-width: 1px), print")
  })

  it("fails naming the file, the query and the names there are, for an unknown name", () => {
    expect(() => expandCustomMedia("(--tablet)", MEDIA, "src/x/styles.module.css")).toThrow(
      'src/x/styles.module.css: unknown custom media (--tablet) in "@media (--tablet)"; ' +
        "src/styles/breakpoints.ts defines --mobile, --tight",
    )
  })

  it("refuses not, only and or beside a reference, where a word-for-word condition would change the meaning", () => {
    for (const query of ["not (--tight)", "(--mobile) or (--tight)", "only screen and (--mobile)"])
      expect(() => expandCustomMedia(query, MEDIA, "a.css")).toThrow(`a.css: "@media ${query}" joins custom media`)
  })
})

describe("checkCustomMedia", () => {
  it("accepts the site's custom media", () => {
    expect(() => checkCustomMedia(CUSTOM_MEDIA)).not.toThrow()
  })

  it("refuses a name without -- and a list in place of one condition", () => {
    expect(() => checkCustomMedia({ mobile: "(max-width: 1px)" })).toThrow('"mobile" is not a custom media name')
    expect(() => checkCustomMedia({ "--x": "(max-width: 1px), print" })).toThrow("--x must be one media condition")
  })
})

describe("customMediaPlugin", () => {
  it("rewrites the stylesheet's @media rules and nothing else, and reports the dependency", async () => {
    const css = `.a { color: red }\n@media (--mobile) {\n  .a { color: blue }\n}\n@media print { .b { display: none } }\n`
    const result = await postcss([customMediaPlugin(MEDIA, ["/site/src/styles/breakpoints.ts"])]).process(css, {
      from: "/site/a.css",
    })
    expect(result.css).toBe(css.replace("(--mobile)", "(max-width: 996px)"))
    expect(result.messages).toContainEqual(
      expect.objectContaining({ type: "dependency", file: "/site/src/styles/breakpoints.ts" }),
    )
  })

  it("fails naming the file and line of an unknown name, and refuses @custom-media in a stylesheet", async () => {
    await expect(expandCustomMediaInCss("\n@media (--tablet) {}", MEDIA, "/site/b.css")).rejects.toThrow(
      /\/site\/b\.css:2:1: unknown custom media \(--tablet\)/,
    )
    await expect(expandCustomMediaInCss("@custom-media --x (max-width: 1px);", MEDIA, "/site/c.css")).rejects.toThrow(
      /\/site\/c\.css:1:1: define custom media in src\/styles\/breakpoints\.ts/,
    )
  })
})

describe("the site's stylesheets", () => {
  const stylesheets = (fs.readdirSync("src", { recursive: true }) as string[])
    .filter((file) => file.endsWith(".css"))
    .map((file) => path.join("src", file))

  it("write their widths as custom media only, so each width lives in src/styles/breakpoints.ts", () => {
    const widths = stylesheets.filter((file) => /@media[^{]*\b(?:min|max)-width/.test(fs.readFileSync(file, "utf8")))
    expect(widths).toEqual([])
  })

  it.each(stylesheets)("%s expands with the site's custom media", async (file) => {
    const expanded = await expandCustomMediaInCss(fs.readFileSync(file, "utf8"), CUSTOM_MEDIA, file)
    expect(expanded).not.toMatch(/@media[^{]*\(\s*--/)
  })
})

describe("unreadCustomMedia", () => {
  it("finds the media queries a built stylesheet still writes with custom media, and only those", () => {
    const css =
      "@media (max-width:700px){.a{display:block}}@media (--phone ){.b thead{display:none}}" +
      "@media screen and (--desktop){.c{color:red}}.d{width:1px}"
    expect(unreadCustomMedia(css)).toEqual(["(--phone )", "screen and (--desktop)"])
    expect(unreadCustomMedia("@media (max-width:700px){.a{display:block}}")).toEqual([])
  })
})
