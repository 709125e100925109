import { API_LIMITS, formatCount } from "../../../schema/cost"
import { checkOperation, formatCheck } from "../operations"
import { operationInput } from "./operation-input"
import { defineTool } from "./tool"

export const validateOperationTool = defineTool({
  name: "validate_operation",
  title: "Validate a GraphQL operation",
  description:
    "Checks a GraphQL operation against the ZFV API's published schema without running it: errors with line and " +
    "column (unknown fields are named), a warning for each deprecated field, argument or enum value with its " +
    "replacement, and the variables checked against their declared types. For a valid operation, what it " +
    `costs and how deep it nests, against the API's limits (cost ${formatCount(API_LIMITS.maximumCost)}, ` +
    `depth ${API_LIMITS.maximumDepth}): over either is an error, since the API refuses it unrun; ask for fewer ` +
    "items with `first`. Use it before run_operation.",
  inputSchema: operationInput,
  annotations: { readOnlyHint: true, openWorldHint: false },
  run: async ({ query, variables, operationName }, { site: on, answer }) => {
    const check = checkOperation(await on.schema(), query, variables, operationName)
    return answer(formatCheck(check), check.errors.length > 0)
  },
})
