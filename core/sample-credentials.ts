/**
 * The reader's credentials in a code sample: which header lines it shows, by the rule of the site's own calls
 * (buildHeaders), and the key masked until the reader reveals it.
 */
import { buildHeaders, type AuthorizationMode } from "./authorization-modes"
import { API_KEY_PLACEHOLDER, ID_TOKEN_PLACEHOLDER, type SampleHeader } from "./code-samples"

/** "zfv_sandbox_demo_key" -> "zfv_…_key": enough to recognise a key, not enough to use it. */
export function maskApiKey(key: string): string {
  return key.length >= 12 ? `${key.slice(0, 4)}…${key.slice(-4)}` : "…"
}

interface SampleCredentials {
  activeModes: readonly AuthorizationMode[]
  /** The navbar's key, trimmed where the site takes it in (src/providers/AuthorizationSettings.tsx), or null. */
  apiKey: string | null
  signedIn: boolean
}

/** Which header lines a sample shows, by the same rule as the site's own calls (buildHeaders). */
export interface SampleHeaderPlan {
  /** "key": the reader's key; "placeholder": <YOUR_API_KEY> (no key yet); null: no api-key line. */
  apiKey: "key" | "placeholder" | null
  /** An Authorization line with <YOUR_ID_TOKEN>: a live token is never printed. */
  authorization: boolean
}

export function sampleHeaderPlan({ activeModes, apiKey, signedIn }: SampleCredentials): SampleHeaderPlan {
  const headers = buildHeaders({ activeModes, apiKey, token: signedIn ? ID_TOKEN_PLACEHOLDER : null })
  const authorization = "authorization" in headers
  // Without a key a sample still shows where one goes, unless the signed-in user's token already authorizes it.
  return { apiKey: "api-key" in headers ? "key" : !apiKey && !authorization ? "placeholder" : null, authorization }
}

/** The header lines of a sample: shown (the key masked unless revealed) and copied (the real key). */
export function sampleHeaders(
  plan: SampleHeaderPlan,
  apiKey: string | null,
  revealed: boolean,
): { shown: SampleHeader[]; copied: SampleHeader[] } {
  const key = apiKey ?? ""
  const shown: SampleHeader[] = []
  const copied: SampleHeader[] = []
  if (plan.apiKey === "key") {
    shown.push({ name: "api-key", value: revealed ? key : maskApiKey(key) })
    copied.push({ name: "api-key", value: key })
  } else if (plan.apiKey === "placeholder") {
    shown.push({ name: "api-key", value: API_KEY_PLACEHOLDER })
    copied.push({ name: "api-key", value: API_KEY_PLACEHOLDER })
  }
  if (plan.authorization) {
    const header = { name: "Authorization", value: `Bearer ${ID_TOKEN_PLACEHOLDER}` }
    shown.push(header)
    copied.push(header)
  }
  return { shown, copied }
}
