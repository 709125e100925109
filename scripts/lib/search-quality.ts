/** A question of the labelled set, as the scorer needs it. */
interface LabelledQuestion {
  query: string
  right: readonly string[]
}

interface QuestionOutcome {
  query: string
  /** 1-based position of the first right landing among the results; null when none is right. */
  rank: number | null
  /** The first few landings, to show what a miss landed on. */
  landed: string[]
}

interface QualityReport {
  questions: number
  top1: number
  top3: number
  outcomes: QuestionOutcome[]
}

/** A landing as a path with its #fragment: what a result links to, whatever origin it was served from. */
export function landingPath(url: string): string {
  const parsed = new URL(url, "http://site.invalid")
  return `${parsed.pathname}${parsed.hash}`
}

/**
 * How well a search answers the labelled questions: the share whose first
 * result is right, and whose first three hold a right one. `search` returns
 * the landings in the order the dialog shows them.
 */
export async function scoreQuestions(
  questions: readonly LabelledQuestion[],
  search: (query: string) => Promise<readonly string[]>,
): Promise<QualityReport> {
  const outcomes: QuestionOutcome[] = []
  for (const question of questions) {
    const landed = (await search(question.query)).map(landingPath)
    const right = new Set(question.right.map(landingPath))
    const at = landed.findIndex((landing) => right.has(landing))
    outcomes.push({ query: question.query, rank: at < 0 ? null : at + 1, landed: landed.slice(0, 3) })
  }
  const share = (limit: number) =>
    outcomes.filter((outcome) => outcome.rank !== null && outcome.rank <= limit).length / Math.max(outcomes.length, 1)
  return { questions: outcomes.length, top1: share(1), top3: share(3), outcomes }
}

/** The report as lines: the rates, then every question not answered first, with where it landed. */
export function formatQuality(report: QualityReport): string {
  const percent = (share: number) => `${(share * 100).toFixed(1)}%`
  return [
    `${report.questions} questions: top-1 ${percent(report.top1)}, top-3 ${percent(report.top3)}`,
    ...report.outcomes
      .filter((outcome) => outcome.rank !== 1)
      .map(
        (outcome) =>
          `  "${outcome.query}": ${outcome.rank === null ? "no right result" : `right at ${outcome.rank}`}; first: ${outcome.landed.join(", ") || "nothing"}`,
      ),
  ].join("\n")
}
