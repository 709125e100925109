import { stepSeconds } from "../lib/gatsby-log"

describe("stepSeconds", () => {
  it("reads each step's seconds from gatsby build's output, colour codes and wrapped lines included", () => {
    const escape = String.fromCharCode(27)
    const log = [
      `${escape}[2K${escape}[1A${escape}[2K${escape}[Gsuccess source and transform nodes - 1.791s`,
      "success Building production JavaScript and CSS bundles - 66.090s",
      "success Writing page-data.json and slice-data.json files to public directory -",
      "0.651s - 1651/1651 2535.07/s",
      "info Link check: 1652 pages",
      "success onPostBuild - 5.901s",
    ].join("\n")
    expect(stepSeconds(log)).toEqual(
      new Map([
        ["source and transform nodes", 1.791],
        ["Building production JavaScript and CSS bundles", 66.09],
        ["Writing page-data.json and slice-data.json files to public directory", 0.651],
        ["onPostBuild", 5.901],
      ]),
    )
  })
})
