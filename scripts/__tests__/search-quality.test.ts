import { SEARCH_QUESTIONS } from "../lib/search-questions"
import { formatQuality, landingPath, scoreQuestions } from "../lib/search-quality"

describe("scoreQuestions", () => {
  it("counts the questions answered first and in the first three, and lists the rest with where they landed", async () => {
    const answers: Record<string, string[]> = {
      dishes: ["http://localhost:9000/docs/graphql-schema/queries/#dishes"],
      pagination: ["/docs/a/", "/docs/b/", "/docs/graphql-intro/#pagination"],
      zzz: ["/docs/a/", "/docs/b/", "/docs/c/", "/docs/graphql-intro/"],
      none: ["/docs/a/"],
    }
    const report = await scoreQuestions(
      [
        { query: "dishes", right: ["/docs/graphql-schema/queries/#dishes", "/docs/examples/dishes/"] },
        { query: "pagination", right: ["/docs/graphql-intro/#pagination"] },
        { query: "zzz", right: ["/docs/graphql-intro/"] },
        { query: "none", right: ["/docs/graphql-intro/"] },
      ],
      async (query) => answers[query],
    )
    expect(report).toMatchObject({ questions: 4, top1: 1 / 4, top3: 2 / 4 })
    expect(report.outcomes.map((outcome) => outcome.rank)).toEqual([1, 3, 4, null])
    expect(formatQuality(report).split("\n")).toEqual([
      "4 questions: top-1 25.0%, top-3 50.0%",
      '  "pagination": right at 3; first: /docs/a/, /docs/b/, /docs/graphql-intro/#pagination',
      '  "zzz": right at 4; first: /docs/a/, /docs/b/, /docs/c/',
      '  "none": no right result; first: /docs/a/',
    ])
  })

  it("compares landings as path and #fragment, whatever the origin", () => {
    expect(landingPath("http://127.0.0.1:4123/docs/x/#y")).toBe("/docs/x/#y")
    expect(landingPath("/docs/x/")).toBe("/docs/x/")
  })
})

describe("the labelled questions", () => {
  it("are at least 40, cover every topic, and each has a right landing on a docs or playground path", () => {
    expect(SEARCH_QUESTIONS.length).toBeGreaterThanOrEqual(40)
    expect(new Set(SEARCH_QUESTIONS.map((question) => question.topic))).toEqual(
      new Set(["schema", "guide", "errors and limits", "credentials", "pagination", "changelog", "playground"]),
    )
    expect(new Set(SEARCH_QUESTIONS.map((question) => question.query)).size).toBe(SEARCH_QUESTIONS.length)
    for (const question of SEARCH_QUESTIONS) {
      expect(question.right.length).toBeGreaterThan(0)
      for (const landing of question.right) expect(landing).toMatch(/^\/(docs|graphql)\/[^ ]*$/)
    }
  })
})
