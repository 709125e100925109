import { unreferencedSampleFiles } from "../typescript-sample-files"

describe("the TypeScript sample files a build keeps", () => {
  it("are those some page's data points at; the others are left from earlier builds", () => {
    const pageData = [
      JSON.stringify({
        result: { data: { mdx: { examples: [{ typescript: { href: "/typescript-samples/aaa.json", index: 0 } }] } } },
      }),
      JSON.stringify({
        result: { data: { docsFirstCall: { typescript: { href: "/typescript-samples/bbb.json", index: 2 } } } },
      }),
      JSON.stringify({ result: { data: { other: "/typescript-samples/ccc.json is only text here" } } }),
    ]
    expect(unreferencedSampleFiles(["aaa.json", "bbb.json", "ccc.json", "ddd.json"], pageData)).toEqual([
      "ccc.json",
      "ddd.json",
    ])
  })
})
