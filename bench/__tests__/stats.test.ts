import { median, percentile } from "../lib/stats"

describe("median", () => {
  it("is the middle value of an odd count, whatever the order", () => {
    expect(median([9, 1, 5])).toBe(5)
    expect(median([7])).toBe(7)
  })

  it("is the mean of the two middle values of an even count", () => {
    expect(median([4, 1, 10, 2])).toBe(3)
    expect(median([1, 2])).toBe(1.5)
  })

  it("is NaN for no values, and leaves its input as it was", () => {
    expect(median([])).toBeNaN()
    const values = [3, 1, 2]
    median(values)
    expect(values).toEqual([3, 1, 2])
  })
})

describe("percentile (nearest rank)", () => {
  const oneToTwenty = Array.from({ length: 20 }, (_, index) => 20 - index)

  it("is the value at rank ⌈share × count⌉ of the sorted values", () => {
    expect(percentile(oneToTwenty, 0.95)).toBe(19)
    expect(percentile(oneToTwenty, 0.9)).toBe(18)
    expect(percentile(oneToTwenty, 0.5)).toBe(10)
    expect(percentile([10, 20, 30], 0.5)).toBe(20)
    expect(percentile([10, 20, 30], 0.34)).toBe(20)
  })

  it("keeps a whole rank whole where floating point does not (0.7 × 10 is 7.000000000000001 in it)", () => {
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.7)).toBe(7)
  })

  it("is the largest value at share 1 and the smallest at a share below one value's", () => {
    expect(percentile(oneToTwenty, 1)).toBe(20)
    expect(percentile(oneToTwenty, 0.01)).toBe(1)
  })

  it("is NaN for no values", () => {
    expect(percentile([], 0.95)).toBeNaN()
  })

  it("refuses a share that is not a fraction above 0 up to 1", () => {
    expect(() => percentile([1], 95)).toThrow("a percentile's share is a fraction above 0 up to 1, not 95")
    expect(() => percentile([1], 0)).toThrow(RangeError)
    expect(() => percentile([1], Number.NaN)).toThrow(RangeError)
  })
})
