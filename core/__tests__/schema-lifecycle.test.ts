import { changesSinceRoute, groupByRemoval, releaseHref, removalHeading } from "../schema-lifecycle"

describe("groupByRemoval", () => {
  const items = [
    { coordinate: "Repository.isPrivate", removalDate: "2027-05-01" },
    { coordinate: "Outlet.city", removalDate: "2027-01-15" },
    { coordinate: "Dish.vegetarian", removalDate: null },
    { coordinate: "Dish.priceChf", removalDate: "2027-05-01" },
    { coordinate: "Issue.old", removalDate: "2026-11-01" },
  ]

  it("groups by removal date, soonest first, then the members with no date; a removal within 90 days stands out", () => {
    const groups = groupByRemoval(items, "2026-11-25")
    expect(
      groups.map((group) => [group.removalDate, group.soon, group.passed, group.items.map((item) => item.coordinate)]),
    ).toEqual([
      ["2026-11-01", true, true, ["Issue.old"]],
      ["2027-01-15", true, false, ["Outlet.city"]],
      ["2027-05-01", false, false, ["Dish.priceChf", "Repository.isPrivate"]],
      [null, false, false, ["Dish.vegetarian"]],
    ])
  })

  it("counts the 90 days from the day of the build", () => {
    expect(groupByRemoval([{ coordinate: "A.b", removalDate: "2027-02-23" }], "2026-11-25")[0].soon).toBe(true)
    expect(groupByRemoval([{ coordinate: "A.b", removalDate: "2027-02-24" }], "2026-11-25")[0].soon).toBe(false)
  })
})

describe("removalHeading", () => {
  it.each([
    ["2027-01-15", "Removal on 2027-01-15 (in 51 days)"],
    ["2026-11-26", "Removal on 2026-11-26 (tomorrow)"],
    ["2026-11-25", "Removal on 2026-11-25 (today)"],
    ["2026-11-01", "Removal on 2026-11-01 (date passed)"],
    [null, "No removal date announced"],
  ])("%s", (date, heading) => {
    expect(removalHeading(date, "2026-11-25")).toBe(heading)
  })
})

describe("lifecycle routes", () => {
  it("links a release's section of the changelog and its changes-since page", () => {
    expect(releaseHref("2026-11-16")).toBe("/docs/graphql-schema/changelog/#release-2026-11-16")
    expect(changesSinceRoute("2026-10-01")).toBe("/docs/graphql-schema/changelog/since/2026-10-01/")
  })
})
