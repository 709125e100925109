import { createContext, useContext, type Context } from "react"

/**
 * A context whose hook throws outside its provider, so a missing provider is
 * a clear error instead of a silent default.
 */
export function createStrictContext<T>(name: string): [Context<T | null>, () => T] {
  const context = createContext<T | null>(null)
  context.displayName = name
  const useStrictContext = () => {
    const value = useContext(context)
    if (value === null) throw new Error(`use${name}() must be used inside <${name}Provider>`)
    return value
  }
  return [context, useStrictContext]
}
