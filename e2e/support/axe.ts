import fs from "node:fs"
import { createRequire } from "node:module"
import type { Page } from "@playwright/test"

const axeSource = fs.readFileSync(createRequire(__filename).resolve("axe-core/axe.min.js"), "utf8")

export interface AxeViolation {
  id: string
  impact: string | null
  targets: string[]
}

/** A finding left out on purpose: a rule on the elements that match a selector (say why where it is used). */
export interface KnownFinding {
  id: string
  selector: string
}

/**
 * axe-core's serious and critical violations on the page as it is now, less
 * the known findings. Evaluated by the test tool, not added as a <script>:
 * the site's Content-Security-Policy rightly refuses inline scripts.
 */
export async function seriousViolations(page: Page, known: readonly KnownFinding[] = []): Promise<AxeViolation[]> {
  await page.evaluate(axeSource)
  return page.evaluate(async (known) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context?: unknown,
          ) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }>
        }
      }
    ).axe
    const isKnown = (id: string, target: string) =>
      known.some((finding) => finding.id === id && document.querySelector(target)?.matches(finding.selector))
    const result = await axe.run(document)
    return result.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        targets: violation.nodes
          .map((node) => node.target.join(" "))
          .filter((target) => !isKnown(violation.id, target)),
      }))
      .filter((violation) => violation.targets.length > 0)
  }, known)
}
