import { z } from "zod"

/** What validate_operation and run_operation take: an operation as a client sends it. */
export const operationInput = {
  query: z
    .string()
    .describe("The GraphQL document: one operation (with its fragments), or several with operationName."),
  variables: z
    .union([z.record(z.string(), z.unknown()), z.string()])
    .optional()
    .describe('The variables as a JSON object (or JSON text), e.g. { "id": "1" }.'),
  operationName: z.string().optional().describe("Which operation of the document, when it holds more than one."),
}
