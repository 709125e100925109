/**
 * "Did you mean …?" for a misspelled type or field name: the options close to
 * the input by lexical distance, closest first. graphql-js has this as
 * suggestionList, but only as an internal module (graphql/jsutils), not
 * public API, so it may change or go in any release; this is a port of
 * graphql-js 16's suggestionList, LexicalDistance and naturalCompare
 * (src/jsutils/, MIT licence, Copyright (c) GraphQL Contributors), so the
 * MCP server suggests what graphql-js's own validation messages would.
 */

/**
 * The options within floor(input.length * 0.4) + 1 edits of `input`, closest
 * first, then in natural order. An edit is an insertion, deletion,
 * substitution or swap of two adjacent characters, comparing without case;
 * a difference in case alone counts as one edit.
 */
export function suggestionList(input: string, options: readonly string[]): string[] {
  const optionsByDistance = new Map<string, number>()
  const lexicalDistance = new LexicalDistance(input)
  const threshold = Math.floor(input.length * 0.4) + 1
  for (const option of options) {
    const distance = lexicalDistance.measure(option, threshold)
    if (distance !== undefined) optionsByDistance.set(option, distance)
  }
  return [...optionsByDistance]
    .sort(([a, aDistance], [b, bDistance]) => aDistance - bDistance || naturalCompare(a, b))
    .map(([option]) => option)
}

/** Damerau-Levenshtein distance (optimal string alignment) from one input to each option, in three rows. */
class LexicalDistance {
  private readonly input: string
  private readonly inputLowerCase: string
  private readonly inputArray: number[]
  private readonly rows: [number[], number[], number[]]

  constructor(input: string) {
    this.input = input
    this.inputLowerCase = input.toLowerCase()
    this.inputArray = charCodes(this.inputLowerCase)
    this.rows = [
      new Array<number>(input.length + 1).fill(0),
      new Array<number>(input.length + 1).fill(0),
      new Array<number>(input.length + 1).fill(0),
    ]
  }

  measure(option: string, threshold: number): number | undefined {
    if (this.input === option) return 0
    const optionLowerCase = option.toLowerCase()
    // Any case change counts as a single edit.
    if (this.inputLowerCase === optionLowerCase) return 1

    let a = charCodes(optionLowerCase)
    let b = this.inputArray
    if (a.length < b.length) [a, b] = [b, a]
    const aLength = a.length
    const bLength = b.length
    if (aLength - bLength > threshold) return undefined

    const rows = this.rows
    for (let j = 0; j <= bLength; j++) rows[0][j] = j
    for (let i = 1; i <= aLength; i++) {
      const upRow = rows[(i - 1) % 3]
      const currentRow = rows[i % 3]
      let smallestCell = (currentRow[0] = i)
      for (let j = 1; j <= bLength; j++) {
        const cost = a[i - 1] === b[j - 1] ? 0 : 1
        let currentCell = Math.min(
          upRow[j] + 1, // delete
          currentRow[j - 1] + 1, // insert
          upRow[j - 1] + cost, // substitute
        )
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
          // transposition
          const doubleDiagonalCell = rows[(i - 2) % 3][j - 2]
          currentCell = Math.min(currentCell, doubleDiagonalCell + 1)
        }
        if (currentCell < smallestCell) smallestCell = currentCell
        currentRow[j] = currentCell
      }
      // Early exit, since distance can't go smaller than smallest element of the previous row.
      if (smallestCell > threshold) return undefined
    }
    const distance = rows[aLength % 3][bLength]
    return distance <= threshold ? distance : undefined
  }
}

function charCodes(text: string): number[] {
  return Array.from({ length: text.length }, (_, index) => text.charCodeAt(index))
}

const DIGIT_0 = 48
const DIGIT_9 = 57
const isDigit = (code: number) => !isNaN(code) && DIGIT_0 <= code && code <= DIGIT_9

/** The number whose first digit is at `index` (a leading 0 is a number of its own), and the index after it. */
function numberAt(text: string, index: number): { value: number; end: number } {
  let value = 0
  let end = index
  let code = text.charCodeAt(end)
  do {
    ++end
    value = value * 10 + code - DIGIT_0
    code = text.charCodeAt(end)
  } while (isDigit(code) && value > 0)
  return { value, end }
}

/** Natural sort order (https://en.wikipedia.org/wiki/Natural_sort_order): "Dish2" before "Dish10". */
function naturalCompare(aStr: string, bStr: string): number {
  let aIndex = 0
  let bIndex = 0
  while (aIndex < aStr.length && bIndex < bStr.length) {
    const aChar = aStr.charCodeAt(aIndex)
    const bChar = bStr.charCodeAt(bIndex)
    if (isDigit(aChar) && isDigit(bChar)) {
      const a = numberAt(aStr, aIndex)
      const b = numberAt(bStr, bIndex)
      aIndex = a.end
      bIndex = b.end
      if (a.value !== b.value) return a.value < b.value ? -1 : 1
    } else {
      if (aChar < bChar) return -1
      if (aChar > bChar) return 1
      ++aIndex
      ++bIndex
    }
  }
  return aStr.length - bStr.length
}
