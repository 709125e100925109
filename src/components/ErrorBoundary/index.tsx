import { Component, type ErrorInfo, type ReactNode } from "react"
import { errorMessage } from "../../../core/error-message"

interface ErrorBoundaryProps {
  /** What to show instead of the children after they threw; `retry` clears the error and renders them again. */
  fallback: (error: Error, retry: () => void) => ReactNode
  /** Called once per caught error (logging). */
  onError?: (error: Error, info: ErrorInfo) => void
  children: ReactNode
}

interface ErrorBoundaryState {
  error: Error | null
}

/** Catches render errors below it and shows `fallback` instead. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null }

  static getDerivedStateFromError(thrown: unknown): ErrorBoundaryState {
    return { error: thrown instanceof Error ? thrown : new Error(String(thrown)) }
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.onError?.(error, info)
  }

  retry = () => this.setState({ error: null })

  render() {
    return this.state.error ? this.props.fallback(this.state.error, this.retry) : this.props.children
  }
}

/** The message of an error and of each error in its `cause` chain, outermost first. */
export function errorChain(error: unknown): string[] {
  const messages: string[] = []
  const seen = new Set<unknown>()
  let current: unknown = error
  while (current !== undefined && current !== null && !seen.has(current) && messages.length < 10) {
    seen.add(current)
    messages.push(errorMessage(current))
    current = current instanceof Error ? current.cause : undefined
  }
  return messages
}
