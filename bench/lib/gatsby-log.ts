/** The seconds of each of Gatsby's "success <step> - 1.234s" lines (a line may wrap before its time). */
export function stepSeconds(log: string): Map<string, number> {
  const escape = String.fromCharCode(27)
  const text = log.replace(new RegExp(`${escape}\\[[0-9;]*[A-Za-z]`, "g"), "").replace(/ -\n/g, " - ")
  const steps = new Map<string, number>()
  for (const match of text.matchAll(/^success (.+?) - ([\d.]+)s/gm))
    steps.set(match[1], (steps.get(match[1]) ?? 0) + Number(match[2]))
  return steps
}
