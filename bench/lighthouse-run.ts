import type { Result } from "lighthouse"

/**
 * One Lighthouse run of `url` in the Chrome listening on `port`: mobile, its default (a slow-4G phone with a 4× slower
 * CPU), the performance and accessibility categories. `label` names the page in messages (by default the URL).
 * Shared by bench:lighthouse and bench:docusaurus, so both measure the same way.
 */
export async function runLighthouse(url: string, port: number, label = url): Promise<Result> {
  const { default: lighthouse } = await import("lighthouse")
  // Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is tried again, twice at most.
  for (let attempt = 1; attempt <= 3; attempt++) {
    const result = await lighthouse(url, {
      port,
      onlyCategories: ["performance", "accessibility"],
      logLevel: "error",
      output: "json",
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${label}`)
    if (!result.lhr.runtimeError) return result.lhr
    if (attempt === 3) throw new Error(`Lighthouse could not measure ${label}: ${result.lhr.runtimeError.message}`)
    console.info(`  ${label}: ${result.lhr.runtimeError.code}, measuring again`)
  }
  throw new Error(`Lighthouse could not measure ${label}`)
}

/** What the benches read of a run: the two scores (0-100) and the timings (ms) and layout shift. */
export interface RunFigures {
  score: number
  accessibility: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
}

export function runFigures(lhr: Result): RunFigures {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
  }
}
