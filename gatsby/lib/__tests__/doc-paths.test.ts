import { categoryIndexRoute, docDirectory, docIdFromRelativePath, docRoute, isValidRoute, toRoute } from "../doc-paths"

describe("doc paths", () => {
  it("derives the doc id from the file path", () => {
    expect(docIdFromRelativePath("access-the-api.mdx")).toBe("access-the-api")
    expect(docIdFromRelativePath("examples/dishes.mdx")).toBe("examples/dishes")
    expect(docIdFromRelativePath("examples\\outlets.md")).toBe("examples/outlets")
  })

  it("gives the folder of a doc", () => {
    expect(docDirectory("examples/dishes")).toBe("examples")
    expect(docDirectory("graphql-intro")).toBe("")
  })

  it("joins route segments with single slashes and a trailing slash", () => {
    expect(toRoute("/docs/", "/examples/", "dishes")).toBe("/docs/examples/dishes/")
    expect(toRoute("")).toBe("/")
  })

  it("builds doc routes from the file path or the front matter slug", () => {
    expect(docRoute("access-the-api")).toBe("/docs/access-the-api/")
    expect(docRoute("examples/dishes")).toBe("/docs/examples/dishes/")
    expect(docRoute("examples/dishes", "all-dishes")).toBe("/docs/examples/all-dishes/")
    expect(docRoute("examples/dishes", "/dishes")).toBe("/docs/dishes/")
  })

  it("builds category index routes under the docs root", () => {
    expect(categoryIndexRoute("/category/example-queries")).toBe("/docs/category/example-queries/")
  })

  it("accepts only lowercase URL-safe routes", () => {
    expect(isValidRoute("/docs/examples/dishes/")).toBe(true)
    expect(isValidRoute("/docs/Examples/")).toBe(false)
    expect(isValidRoute("/docs/a b/")).toBe(false)
  })
})
