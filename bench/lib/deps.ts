/**
 * What only the benchmarks use (Lighthouse, autocannon) is its own package in
 * bench/, outside the install `npm test` needs. npm ci records what it
 * installed in node_modules/.package-lock.json; the bench's folder needs
 * installing again when that record is missing or lacks a package of its
 * lockfile at that version. An optional package may be absent: npm leaves out
 * the builds for other platforms.
 */
interface Lockfile {
  packages?: Record<string, { version?: string; optional?: boolean }>
}

/** Why bench/ needs `npm ci`, or null when what is installed is what its lockfile names. */
export function benchInstallReason(lockfile: Lockfile, installed: Lockfile | null): string | null {
  if (!installed) return "not installed yet"
  const wanted = Object.entries(lockfile.packages ?? {}).filter(([location]) => location !== "")
  for (const [location, entry] of wanted) {
    const found = installed.packages?.[location]
    if (!found && entry.optional) continue
    if (!found) return `${location} is missing`
    if (found.version !== entry.version) return `${location} is ${found.version}, the lockfile names ${entry.version}`
  }
  return null
}
