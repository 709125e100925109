/**
 * Moved to scripts/harness/services.ts. Only scripts/bench-mcp.ts still imports it from here, while it is being
 * edited elsewhere; delete this file once it imports "./harness/services".
 */
export * from "../harness/services"
