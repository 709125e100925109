import ts from "typescript"

/**
 * The length of every function in the project's TypeScript, in lines from its first token to its last (its doc
 * comment aside), for the house rule that no function is over MAX_FUNCTION_LINES. Pure: it takes file paths and
 * texts. scripts/__tests__/function-lengths.test.ts holds the project to the rule, less the known exceptions
 * listed there with their reasons.
 */

export const MAX_FUNCTION_LINES = 80

export interface FunctionLength {
  /** The file, relative to the repository ("mcp/src/http.ts"). */
  file: string
  /** The function's name, or the name it is bound to; "(anonymous)" for an inline callback. */
  name: string
  /** The 1-based line of its first token. */
  line: number
  lines: number
}

/** The sources measured: TypeScript modules that are not declarations, tests or mocks. */
export function isMeasuredSource(file: string): boolean {
  if (!/\.(ts|tsx|mts|cts)$/.test(file) || file.endsWith(".d.ts")) return false
  const parts = file.split(/[\\/]/)
  if (["node_modules", "public", ".cache", "__tests__", "__mocks__"].some((part) => parts.includes(part))) return false
  return !/\.(test|spec)\.[cm]?tsx?$/.test(file)
}

/** The text of a property, variable or function name, or undefined for a computed or destructured one. */
function nameText(name: ts.Node | undefined): string | undefined {
  if (!name) return undefined
  if (ts.isIdentifier(name) || ts.isPrivateIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) {
    return name.text
  }
  return undefined
}

/** The name a function is known by: its own, else that of the variable, property or assignment that holds it. */
export function functionName(node: ts.FunctionLikeDeclaration): string {
  const own = nameText(node.name)
  if (own) return own
  if (ts.isConstructorDeclaration(node)) return "constructor"
  const parent = node.parent
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) {
    return nameText(parent.name) ?? "(anonymous)"
  }
  if (ts.isBinaryExpression(parent) && parent.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
    return parent.left.getText()
  }
  if (ts.isExportAssignment(parent)) return "default"
  return "(anonymous)"
}

/** Every function of one source text with its length, in the order they start. */
export function functionLengths(file: string, text: string): FunctionLength[] {
  const kind = /\.tsx$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)
  const found: FunctionLength[] = []
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const fn = node as ts.FunctionLikeDeclaration
      const first = source.getLineAndCharacterOfPosition(fn.getStart(source)).line
      const last = source.getLineAndCharacterOfPosition(fn.getEnd()).line
      found.push({ file, name: functionName(fn), line: first + 1, lines: last - first + 1 })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** The functions over `max` lines in the given sources, longest first. */
export function longFunctions(
  sources: readonly { file: string; text: string }[],
  max = MAX_FUNCTION_LINES,
): FunctionLength[] {
  return sources
    .filter(({ file }) => isMeasuredSource(file))
    .flatMap(({ file, text }) => functionLengths(file, text))
    .filter((fn) => fn.lines > max)
    .sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file) || a.line - b.line)
}

/** The key an exception is listed under: "file: name", which outlives edits above the function. */
export const functionKey = (fn: Pick<FunctionLength, "file" | "name">) => `${fn.file}: ${fn.name}`
