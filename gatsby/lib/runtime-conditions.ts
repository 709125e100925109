/**
 * Webpack can make a module's imports depend on the runtime it runs in: code
 * shared by the pages and a Monaco worker gets `if (7311 == __webpack_require__.j)`
 * around an import only one of them uses, where 7311 is a runtime chunk's id.
 * Chunk ids change with the number of chunks, and webpack's persistent cache
 * has served such code with the previous build's id, so no runtime matched
 * and the import was skipped everywhere. This finds those guards whose id is
 * not the id of any runtime the same build sets (`__webpack_require__.j = 311`).
 */

/** A runtime that sets its id: `__webpack_require__.j = 311`, minified `s.j=311` (ids are numbers, or strings when named). */
const RUNTIME_ID = /\.j\s*=\s*(\d+|"[^"]*")(?![\w$=])/g

/** A guard that compares an id with the runtime's: `311 == __webpack_require__.j`, minified `311==i.j` (either order). */
const GUARD = /(?:(?<!\w)(\d+|"[^"]*")\s*===?\s*[A-Za-z_$][\w$]*\.j(?![\w$])|(?<![\w$])[A-Za-z_$][\w$]*\.j\s*===?\s*(\d+|"[^"]*"))/g

export interface Script {
  name: string
  code: string
}

/** One line per script that guards code with an id no runtime of `scripts` has; empty when all is well. */
export function runtimeConditionProblems(scripts: readonly Script[]): string[] {
  const runtimeIds = new Set<string>()
  for (const script of scripts) for (const match of script.code.matchAll(RUNTIME_ID)) runtimeIds.add(match[1])
  const problems: string[] = []
  for (const script of scripts) {
    const unknown = new Set<string>()
    for (const match of script.code.matchAll(GUARD)) {
      const id = match[1] ?? match[2]
      if (!runtimeIds.has(id)) unknown.add(id)
    }
    if (unknown.size > 0) problems.push(`${script.name} runs code only in runtime ${[...unknown].join(", ")}, which this build does not have (its runtimes: ${[...runtimeIds].join(", ") || "none"})`)
  }
  return problems
}
