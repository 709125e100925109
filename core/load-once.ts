/**
 * A load started the first time it is asked for, its promise shared with
 * every later caller. A failure reaches every caller waiting on it and is then
 * forgotten, so the next call loads again; a success is kept. Whatever a place
 * does besides (wrapping the error, keeping the value, saying what failed)
 * goes in `load`, which runs once per attempt.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null
      throw error
    })
    return pending
  }
}

/** loadOnce for each key on its own: one shared load per key (a file's address, say). */
export function loadOncePerKey<K, T>(load: (key: K) => Promise<T>): (key: K) => Promise<T> {
  const pending = new Map<K, Promise<T>>()
  return (key) => {
    let promise = pending.get(key)
    if (!promise) {
      promise = load(key).catch((error: unknown) => {
        pending.delete(key)
        throw error
      })
      pending.set(key, promise)
    }
    return promise
  }
}
