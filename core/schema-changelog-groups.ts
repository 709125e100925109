/** How the changelog groups a release's changes (the page and its Markdown copy). */
export const CHANGE_GROUPS = [
  { key: "breaking", title: "Breaking changes", hint: "Operations that worked before can fail now." },
  { key: "dangerous", title: "Dangerous changes", hint: "Operations still work, but a client may behave differently." },
  { key: "safe", title: "Safe changes", hint: "Nothing a client relies on changed." },
] as const
