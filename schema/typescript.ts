/**
 * TypeScript types of operations, generated from the schema (GraphQL Code Generator's typescript-operations): the
 * docs' TypeScript samples and the build's proof that they compile, with every recorded response (typescript-proof.ts).
 * An entry point of its own, since the generator, Prettier and the TypeScript compiler are only the build's to load.
 */
export {
  OPERATION_TYPES_CONFIG,
  SAMPLE_PRINT_WIDTH,
  SCALAR_TYPESCRIPT_TYPES,
  UNNAMED_OPERATION,
  operationTypes,
  type OperationTypes,
} from "./src/operation-types"
export {
  PROOF_COMPILER_OPTIONS,
  compileTypescriptProof,
  provedSample,
  responseSource,
  typescriptProofSources,
  typescriptSampleProblems,
  type ProofExample,
  type ProofSource,
} from "./src/typescript-proof"
export {
  GENERATED_OPERATIONS_PATH,
  PROJECT_COMPILER_OPTIONS,
  fileOperations,
  projectFileProblems,
  type ProjectFile,
} from "./src/project-proof"
