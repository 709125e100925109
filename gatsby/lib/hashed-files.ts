/**
 * The names of files that are named by their content: webpack's scripts and
 * stylesheets (`/app-<hash>.js`, `/styles.<hash>.css`, their source maps) and
 * the build's chunk map (gatsby/lib/chunk-mapping.ts), which takes the same
 * form so that the same rule covers it. A new content gets a new name, so the
 * host may cache such a file forever (firebase.json's immutable rule), and a
 * page that loads one that this build did not write is left over from an
 * earlier build (gatsby/lib/stale-assets.ts).
 */

/** How many hex digits of a content hash a file name carries, as webpack's `[contenthash]` in Gatsby's output. */
export const CONTENT_HASH_LENGTH = 20

/**
 * The pattern of a hashed file's path from the site root. It is also the
 * `regex` of firebase.json's immutable caching rule, so it keeps to the
 * syntax Firebase Hosting's RE2 shares with JavaScript.
 */
export const HASHED_FILE_PATTERN = `^/[^/]+[-.][0-9a-f]{${CONTENT_HASH_LENGTH}}\\.(?:js|css)(?:\\.map)?$`

const HASHED_FILE = new RegExp(HASHED_FILE_PATTERN)

/** Whether a path from the site root ("/app-<hash>.js") names a file by its content. */
export const isHashedFile = (sitePath: string): boolean => HASHED_FILE.test(sitePath)

/** The hash part of a file name for a content's hash in hex. */
export const contentHashPart = (hexDigest: string): string => hexDigest.slice(0, CONTENT_HASH_LENGTH)
