import fs from "node:fs"
import { createRequire } from "node:module"
import type { Page } from "@playwright/test"

const axeSource = fs.readFileSync(createRequire(__filename).resolve("axe-core/axe.min.js"), "utf8")

export interface AxeViolation {
  id: string
  impact: string | null
  targets: string[]
}

/**
 * axe-core's serious and critical violations on the page as it is now.
 * Evaluated by the test tool, not added as a <script>: the site's
 * Content-Security-Policy rightly refuses inline scripts.
 */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(axeSource)
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context?: unknown,
          ) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }>
        }
      }
    ).axe
    const result = await axe.run(document)
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }))
  })
  return violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical")
}
