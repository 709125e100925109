import { useRef, type KeyboardEvent } from "react"
import { isSampleLanguage, type SAMPLE_LANGUAGES, type SampleLanguage } from "../../../core/code-samples"
import { useStorageSlot } from "../../lib/browser/storage"
import { codeLanguageSlot } from "./code-language"

/**
 * The language tabs of an example, as ARIA tabs: the stored language (or the
 * example's own first tab, when the stored one is not among its `languages`),
 * and arrow keys, Home and End that move the choice and the focus together.
 */
export function useSampleTabs(defaultLanguage: SampleLanguage, languages: typeof SAMPLE_LANGUAGES) {
  const [stored, setStored] = useStorageSlot(codeLanguageSlot)
  const language: SampleLanguage =
    isSampleLanguage(stored) && languages.some((item) => item.id === stored) ? stored : defaultLanguage
  const tabs = useRef<Partial<Record<SampleLanguage, HTMLButtonElement | null>>>({})

  const select = (next: SampleLanguage, focus = false) => {
    setStored(next)
    if (focus) tabs.current[next]?.focus()
  }
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = languages.findIndex((item) => item.id === language)
    const last = languages.length - 1
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key]
    if (target === undefined) return
    event.preventDefault()
    select(languages[target].id, true)
  }
  const tabRef = (id: SampleLanguage) => (element: HTMLButtonElement | null) => {
    tabs.current[id] = element
  }
  return { language, select, onTabKey, tabRef }
}
