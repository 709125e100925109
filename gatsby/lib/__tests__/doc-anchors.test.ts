import fs from "node:fs"
import { ID_TOKEN_HELP } from "../../../core/code-samples"
import { assignHeadingIds } from "../heading-ids"
import { docRoute } from "../doc-paths"
import { parseMdx } from "../../../doc-examples"

// Links that only the browser renders escape the build's link check; their targets are checked here.
describe("links the code samples show", () => {
  it("the identity-token help leads to a heading of Access the API", async () => {
    const [route, fragment] = ID_TOKEN_HELP.split("#")
    expect(route).toBe(docRoute("access-the-api"))
    const headings = assignHeadingIds(await parseMdx(fs.readFileSync("content/docs/access-the-api.mdx", "utf8")))
    expect(headings.map((heading) => heading.id)).toContain(fragment)
  })
})
