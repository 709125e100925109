/**
 * The editor bundle's entry (gatsby/lib/editor-bundle.ts builds it): the
 * `mount` of src/playground/editor-contract.ts. It renders the editor into
 * the page's element in a React root of its own and hands the settings the
 * site pushes to it.
 */
import { createRoot } from "react-dom/client"
import type { EditorSettings, Mount } from "../editor-contract"
import PlaygroundEditor, { type SettingsSource } from "."
import { createListeners } from "../../../core/listeners"

/** The pushed settings as a store React can subscribe to. */
function createSettingsStore(
  initial: EditorSettings,
): SettingsSource & { set(settings: Partial<EditorSettings>): void } {
  let current = initial
  const listeners = createListeners()
  return {
    get: () => current,
    subscribe: listeners.subscribe,
    set(settings) {
      const next = { ...current, ...settings }
      if (
        next.credentials === current.credentials &&
        next.identity === current.identity &&
        next.colorMode === current.colorMode
      )
        return
      current = next
      listeners.notify()
    },
  }
}

export const mount: Mount = (element, options) => {
  // The settings become a store the site updates; the rest of the options go to the editor as they are.
  const { credentials, identity, colorMode, ...editorOptions } = options
  const settings = createSettingsStore({ credentials, identity, colorMode })
  const root = createRoot(element)
  root.render(<PlaygroundEditor settings={settings} {...editorOptions} />)
  return {
    update: (changed) => settings.set(changed),
    unmount: () => root.unmount(),
  }
}
