/** For useSyncExternalStore over a value that never changes after the first client render (it differs only from the server's). */
export const noSubscription = () => () => {}
