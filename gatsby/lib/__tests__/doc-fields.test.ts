import { DocSourceError, docFieldsFromFile, parseCategoryMetadata } from "../doc-fields"
import { humanise } from "../../../core/sidebar"

describe("docFieldsFromFile", () => {
  it("computes id, route, category and sidebar data", () => {
    expect(
      docFieldsFromFile("content/docs/examples/dishes.mdx", "examples/dishes.mdx", {
        title: "Dishes",
        sidebar_position: 1,
        sidebar_label: "All dishes",
      }),
    ).toEqual({
      docId: "examples/dishes",
      route: "/docs/examples/dishes/",
      category: "examples",
      title: "Dishes",
      sidebarLabel: "All dishes",
      sidebarPosition: 1,
      version: "current",
    })
  })

  it("fails with the file name when the title is missing", () => {
    expect(() => docFieldsFromFile("content/docs/foo.mdx", "foo.mdx", {})).toThrow(
      /^content\/docs\/foo\.mdx: front matter needs a "title"/,
    )
    expect(() => docFieldsFromFile("content/docs/foo.mdx", "foo.mdx", {})).toThrow(DocSourceError)
  })

  it("rejects a position that is not a number and a route with capitals", () => {
    expect(() =>
      docFieldsFromFile("content/docs/foo.mdx", "foo.mdx", { title: "Foo", sidebar_position: "first" }),
    ).toThrow('content/docs/foo.mdx: front matter "sidebar_position" must be a number')
    expect(() => docFieldsFromFile("content/docs/Foo Bar.mdx", "Foo Bar.mdx", { title: "Foo" })).toThrow(
      /content\/docs\/Foo Bar\.mdx: route "\/docs\/Foo Bar\/"/,
    )
  })

  it("honours a front matter slug", () => {
    expect(
      docFieldsFromFile("content/docs/examples/dishes.mdx", "examples/dishes.mdx", {
        title: "Dishes",
        slug: "/menu/dishes",
      }).route,
    ).toBe("/docs/menu/dishes/")
  })
})

describe("parseCategoryMetadata", () => {
  it("reads label, position and the generated index", () => {
    const yaml =
      "label: Example queries\nposition: 4\nlink:\n  type: generated-index\n  slug: /category/example-queries\n  title: Examples\n  description: Copy them.\n"
    expect(parseCategoryMetadata("content/docs/examples/_category_.yml", "examples", yaml)).toEqual({
      dirPath: "examples",
      label: "Example queries",
      position: 4,
      indexRoute: "/docs/category/example-queries/",
      indexTitle: "Examples",
      indexDescription: "Copy them.",
    })
  })

  it("gives a category without a link no index page", () => {
    expect(parseCategoryMetadata("f.yml", "guides", "label: Guides").indexRoute).toBeNull()
  })

  it("takes each key as optional: without a label, the folder's name is the label, as the sidebar gives it", () => {
    expect(parseCategoryMetadata("f.yml", "guides/error-codes", "position: 2")).toMatchObject({
      label: humanise("error-codes"),
      position: 2,
    })
    expect(parseCategoryMetadata("f.yml", "guides/error-codes", "").label).toBe(humanise("error-codes"))
    expect(humanise("error-codes")).not.toBe("")
  })

  it("names the file when the YAML is broken or incomplete", () => {
    expect(() => parseCategoryMetadata("content/docs/x/_category_.yml", "x", "label: [oops")).toThrow(
      /^content\/docs\/x\/_category_\.yml: is not valid YAML/,
    )
    expect(() => parseCategoryMetadata("content/docs/x/_category_.yml", "x", "- a list")).toThrow(
      "content/docs/x/_category_.yml: must be a YAML mapping (label, position, link)",
    )
    expect(() => parseCategoryMetadata("content/docs/x/_category_.yml", "x", "label: X\nlink:\n  type: doc")).toThrow(
      /"link" must be/,
    )
  })
})
