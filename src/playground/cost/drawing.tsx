import { useDebouncedValue } from "../../lib/react/use-debounced-value"
import { COST_ANNOUNCE_AFTER_MS, REFUSAL_PREFIX, costStatusSentence, type CostStatus } from "./words"
import * as statusStyles from "../status-line.module.css"

/** A warning's text with its `code` spans (limitProblems writes `first` so). */
function withCode(text: string) {
  return text.split(/`([^`]+)`/).map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part))
}

/**
 * The line above the operation that says what it costs: the first view's (figures worked out at build time) and
 * the editor's (measured as the reader types). The visible text follows every change; screen readers hear it
 * through a live region of its own that speaks once the reader pauses (COST_ANNOUNCE_AFTER_MS), so that typing is
 * not talked over with a figure per keystroke: the pattern of GOV.UK's character count (govuk-frontend PR #2577),
 * whose visible count is aria-hidden beside a visually hidden polite region.
 */
export function CostLine({ status }: { status: CostStatus }) {
  const announced = useDebouncedValue(costStatusSentence(status), COST_ANNOUNCE_AFTER_MS)
  return (
    <p className={`${statusStyles.line} ${statusStyles.cost}`} data-cost-status={status.kind}>
      <span aria-hidden="true" data-cost-visible="">
        {status.text}
        {status.warnings.length > 0 ? (
          <>
            . <strong>{REFUSAL_PREFIX}</strong>{" "}
            {status.warnings.map((warning, index) => (
              <span key={warning}>
                {index > 0 ? ". " : null}
                {withCode(warning)}
              </span>
            ))}
            .
          </>
        ) : null}
      </span>
      <span className="visually-hidden" role="status" aria-live="polite">
        {announced}
      </span>
    </p>
  )
}
