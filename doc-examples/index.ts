/**
 * The docs' GraphQL examples, read from their MDX: the build (gatsby/), the scripts that record and check the
 * examples' responses (scripts/), and the tests import it; it imports none of them (docs/architecture.md, Layout).
 *
 * Two entry points, so that a user loads only what it uses:
 * - this one (`doc-examples`): where the docs are (DOCS_DIR, docFiles), parsing a doc (parseMdx), finding its examples with their options and fences, and
 *   writing or reading their recorded responses. It needs the MDX parser alone.
 * - `doc-examples/checks`: the checks every example passes against the schema (valid, within the API's limits, no
 *   deprecated use, its TypeScript compiles), which load the schema library and the TypeScript compiler.
 *
 * The modules under doc-examples/src/ are internal: import them through an entry point.
 */
export { DOCS_DIR, docFiles } from "./src/doc-files"
export { parseMdx } from "./src/mdx-parse"
export {
  ExampleError,
  PROJECT_FILE_META,
  examplesOfMdx,
  exampleMatchesOfMdx,
  findExamples,
  type DocExample,
  type ExampleOptions,
} from "./src/find-examples"
export { recordedResponse, responseFence, withResponses } from "./src/response-blocks"
