import fs from "node:fs"
import { chunkMappingFilePath } from "../chunk-mapping"
import { HASHED_FILE_PATTERN, contentHashPart, isHashedFile } from "../hashed-files"
import { parseFirebaseConfig } from "../../../hosting/config"

// Names as Gatsby's production build writes them, and names that only look alike.
const HASHED = [
  "/app-d04eceea5975040682d0.js",
  "/webpack-runtime-80aae0ad65e032a0a9e2.js",
  "/styles.9b239c947b29338c8bf9.css",
  "/component---src-pages-index-tsx-48dd9448aaaaaaaaaaaa.js",
  "/app-d04eceea5975040682d0.js.map",
  "/chunk-map-2449889237c3d7d5aafd.js",
]
const NOT_HASHED = [
  "/app.js",
  "/sw.js",
  "/app-d04eceea5975040682d.js",
  "/app-d04eceea5975040682d0a.js",
  "/app-D04ECEEA5975040682D0.js",
  "/app-d04eceea5975040682d0.json",
  "/docs/app-d04eceea5975040682d0.js",
  "/d04eceea5975040682d0.js",
  "/page-data/app-data.json",
]

describe("isHashedFile", () => {
  it.each(HASHED)("names %s by its content", (name) => expect(isHashedFile(name)).toBe(true))
  it.each(NOT_HASHED)("does not name %s by its content", (name) => expect(isHashedFile(name)).toBe(false))

  it("holds for the build's chunk map file, whose name takes the hash part of its text", () => {
    expect(isHashedFile(chunkMappingFilePath("window.___chunkMapping={}"))).toBe(true)
    expect(contentHashPart("0123456789abcdef0123456789abcdef")).toBe("0123456789abcdef0123")
  })
})

/*
 * firebase.json stays a literal, complete Hosting configuration that a reader
 * (and the Hosting emulator, given it as it is) sees whole, so it keeps its
 * own copy of the pattern; this test holds that copy to the one in
 * gatsby/lib/hashed-files.ts.
 */
describe("firebase.json's immutable caching rule", () => {
  const config = parseFirebaseConfig(fs.readFileSync("firebase.json", "utf8"), "firebase.json")
  const immutable = (config.hosting.headers ?? []).filter(
    (rule) =>
      rule.regex !== undefined &&
      rule.headers.some((header) => header.key === "Cache-Control" && header.value.includes("immutable")),
  )
  const rule = immutable.find((candidate) => HASHED.every((name) => new RegExp(candidate.regex!).test(name)))

  it("is the hashed-file pattern, word for word", () => {
    expect(rule?.regex).toBe(HASHED_FILE_PATTERN)
  })

  it.each([...HASHED, ...NOT_HASHED])("agrees with isHashedFile on %s", (name) => {
    expect(new RegExp(rule?.regex ?? "(?!)").test(name)).toBe(isHashedFile(name))
  })
})
