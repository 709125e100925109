import { operationNameToSend } from "../editor/operation-name"

describe("operationNameToSend", () => {
  it("keeps the requested name when the text has that operation", () => {
    expect(operationNameToSend("query A { a } query B { b }", "B")).toBe("B")
  })

  it("names the only operation when the requested name is from the text before an edit", () => {
    expect(operationNameToSend("query JustPasted { outlets { totalCount } }", "DefaultQuery")).toBe("JustPasted")
    expect(operationNameToSend("query JustPasted { outlets { totalCount } }", null)).toBe("JustPasted")
  })

  it("sends no name for a lone anonymous operation", () => {
    expect(operationNameToSend("{ outlets { totalCount } }", "DefaultQuery")).toBeNull()
  })

  it("takes the first of several operations when the requested one is gone", () => {
    expect(operationNameToSend("query First { a } mutation Second { b }", "Gone")).toBe("First")
  })

  it("keeps the requested name for text that does not parse or has no operation, so the API says what is wrong", () => {
    expect(operationNameToSend("query Broken {", "Broken")).toBe("Broken")
    expect(operationNameToSend("fragment F on Dish { id }", "F")).toBe("F")
  })
})
