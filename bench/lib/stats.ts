/**
 * The benches' statistics, defined once, so every figure they print means the same thing.
 *
 * - median: the middle value of the sorted values; for an even count, the mean of the two middle values.
 * - percentile (nearest rank): the smallest value that at least `share` of the values are at or below, that is the
 *   value at rank ⌈share × count⌉ of the sorted values (rank 1 is the smallest); `share` is a fraction, 0.95 for p95.
 *
 * Both leave their input as it is, and answer NaN for no values.
 */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN
  const sorted = sortedCopy(values)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

export function percentile(values: readonly number[], share: number): number {
  if (!(share > 0 && share <= 1))
    throw new RangeError(`a percentile's share is a fraction above 0 up to 1, not ${share}`)
  if (values.length === 0) return NaN
  const sorted = sortedCopy(values)
  // Less a hair, so a product that floating point puts just above a whole rank (0.7 × 10) stays at that rank.
  const rank = Math.max(1, Math.ceil(share * sorted.length - 1e-9))
  return sorted[rank - 1]
}

const sortedCopy = (values: readonly number[]) => [...values].sort((a, b) => a - b)
