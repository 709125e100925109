import { useAuthorizationSettings } from "../../providers/AuthorizationSettings"
import { useApi } from "../../providers/Api"
import type { KeyCheckResult } from "../../lib/browser/api/api-session-store"
import type { AuthorizationMode } from "../../../core/authorization-modes"
import * as styles from "./styles.module.css"

/** The spec requires that the API key input "is 300 px wide". */
const API_KEY_INPUT_WIDTH = 300

/** Each mode's checkbox, in order: its label, its accessible name, and its tooltip, enabled (what it sends) or not (what it needs). */
const MODE_WORDS = {
  apiKey: {
    label: "API key",
    name: "Use the API key",
    sends: "Send the API key with API calls",
    needs: "Paste an API key to use this mode",
  },
  user: {
    label: "User",
    name: "Use the signed-in user",
    sends: "Send your identity with API calls",
    needs: "Sign in to use this mode",
  },
} as const satisfies Record<AuthorizationMode, Record<string, string>>

/**
 * How the site's API calls are authorized: a checkbox per mode (a disabled
 * one cannot be toggled) and the API key, with its check result beside it.
 */
export function AuthorizationModeControl({ mobile = false }: { mobile?: boolean }) {
  const { modes, toggleMode, typedApiKey, apiKey, setApiKey } = useAuthorizationSettings()
  const { keyCheck, loadError } = useApi()
  return (
    <div
      className={mobile ? `${styles.control} ${styles.mobile}` : styles.control}
      role="group"
      aria-label="Authorization"
    >
      {(Object.keys(MODE_WORDS) as AuthorizationMode[]).map((mode) => {
        const { enabled, active } = modes[mode]
        const words = MODE_WORDS[mode]
        return (
          <label key={mode} className={styles.mode} title={enabled ? words.sends : words.needs}>
            <input
              type="checkbox"
              aria-label={words.name}
              checked={active}
              disabled={!enabled}
              onChange={() => toggleMode(mode)}
            />
            {words.label}
          </label>
        )
      })}
      <span className={styles.keyField}>
        <input
          className={styles.keyInput}
          style={{ width: API_KEY_INPUT_WIDTH }}
          type="text"
          placeholder="Paste your API key here"
          aria-label="API key"
          autoComplete="off"
          spellCheck={false}
          value={typedApiKey ?? ""}
          onChange={(event) => setApiKey(event.target.value)}
        />
        <KeyBadge result={keyCheck} loadError={apiKey ? loadError : null} />
      </span>
    </div>
  )
}

/** Shown only once the check has finished: valid, invalid, or could not check. */
function KeyBadge({ result, loadError = null }: { result: KeyCheckResult | null; loadError?: string | null }) {
  if (loadError) return <Badge kind="unknown" label={`API key could not be checked: ${loadError}`} />
  if (!result) return <span className={styles.badgeSpace} />
  switch (result.status) {
    case "valid":
      return <Badge kind="valid" label="API key is valid" />
    case "invalid":
      return <Badge kind="invalid" label="API key is invalid" />
    default:
      return <Badge kind="unknown" label={`API key could not be checked: ${result.message ?? "unknown error"}`} />
  }
}

function Badge({ kind, label }: { kind: "valid" | "invalid" | "unknown"; label: string }) {
  return (
    <span className={`${styles.badge} ${styles[kind]}`} role="img" aria-label={label} title={label}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        {kind === "valid" ? (
          <path
            d="M5 12.5l4.5 4.5L19 7.5"
            stroke="currentColor"
            strokeWidth="3"
            fill="none"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        ) : null}
        {kind === "invalid" ? (
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="3" fill="none" strokeLinecap="round" />
        ) : null}
        {kind === "unknown" ? (
          <>
            <path d="M12 3L2 20h20L12 3z" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinejoin="round" />
            <path d="M12 9.5v5M12 17.2v.3" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </>
        ) : null}
      </svg>
    </span>
  )
}
