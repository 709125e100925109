/**
 * What went wrong, as text for a sentence or a log line: the message of what
 * was thrown, or the thrown value itself when it has none. Any object with a
 * string `message` counts, not only an `instanceof Error`: a DOMException or
 * an Error from another realm (a frame, a VM context) fails that check.
 */
export function errorMessage(error: unknown): string {
  return typeof error === "object" && error !== null && "message" in error && typeof error.message === "string"
    ? error.message
    : String(error)
}

/**
 * An Error class named `name` (what a stack trace and `String(error)` start with), taking a message and a cause: the
 * failures that are a sentence to read, such as a schema file that cannot be used or a problem an agent should fix.
 */
export function namedError(name: string) {
  return class extends Error {
    constructor(message: string, options?: { cause?: unknown }) {
      super(message, options)
      this.name = name
    }
  }
}
