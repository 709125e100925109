/**
 * The feedback library: the store the /api/feedback endpoint writes and
 * `npm run feedback:report` reads, on PostgreSQL through `pg` (PGlite behind
 * its socket server on this machine). It imports core/ only.
 */
export { connect, type Sql, type Tx } from "./src/sql"
export { MIGRATIONS_DIR, migrate, readMigrations, type Migration } from "./src/migrate"
export {
  EVENT_COLUMNS,
  EXPIRE_EVERY_MS,
  feedbackStore,
  rowsOf,
  RETENTION_DAYS,
  storeFeedback,
  type FeedbackStore,
  type Source,
} from "./src/store"
export { startLocalDatabase, type LocalDatabase } from "./src/local-database"
export { createFeedbackHandler, FEEDBACK_RATE, type FeedbackEndpointConfig } from "./src/endpoint"
export {
  createWritersHandler,
  writersRoute,
  WRITER_CLAIM,
  WRITERS_ROUTES,
  type VerifiedToken,
  type WritersEndpointConfig,
} from "./src/writers"
export {
  buildReport,
  LOW_PICK_RANK,
  searchItem,
  type AgentRun,
  type ClosestPage,
  type EmptySearch,
  type FeedbackReport,
  type ItemStatus,
  type LowPick,
  type ReportComment,
  type ReportedItem,
  type ReportOptions,
  type VotedItem,
} from "./src/report"
export { formatReportMarkdown } from "./src/report-markdown"
