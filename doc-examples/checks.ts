/** `doc-examples/checks`: the checks a doc's examples pass against the schema (see doc-examples/index.ts). */
export {
  checkExamples,
  docProjectFiles,
  docProofExamples,
  exampleProblems,
  typescriptSampleDocProblems,
  type DocSource,
} from "./src/checks"
