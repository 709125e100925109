import { demoKeySentence } from "../../../core/demo-key"
import { siteConfig } from "../../../core/site-config"

/** The docs' sentence about the sandbox's demo key: the key this build's sandbox accepts, or, in production, none. */
export function SandboxDemoKey() {
  return (
    <>
      {demoKeySentence(siteConfig.sandboxDemoApiKey).map((part, index) =>
        part.code ? <code key={index}>{part.text}</code> : part.text,
      )}
    </>
  )
}
