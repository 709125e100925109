import fs from "node:fs"
import path from "node:path"
import { parseSearchRecordsFile, SEARCH_RECORDS_PATH } from "../core/agent-files"
import { errorMessage } from "../core/error-message"
import { localFeedbackDatabaseUrl, localPort } from "../core/local-services"
import { buildReport, connect, formatReportMarkdown, type ClosestPage, type Sql } from "../feedback"
import { closestPageFinder } from "../mcp/src/closest-page"
import { parseCommandArgs } from "./lib/command-args"

/**
 * npm run feedback:report [-- --since YYYY-MM-DD] [--format md|json] [--database URL]
 *
 * Prints the feedback report (feedback/src/report.ts) from the store the /api/feedback endpoint writes: the
 * database at --database, else DATABASE_URL (production), else the one `npm start` runs on this machine
 * (FEEDBACK_DB_PORT, 5433 by default). Empty searches get their closest page from the built site's search records
 * (public/docs/search-records.json), when there is a build.
 */
const ROOT = path.resolve(__dirname, "..")
const USAGE = "use --since YYYY-MM-DD, --format md|json and --database URL"

interface ReportArgs {
  since?: Date
  format: "md" | "json"
  database: string
}

function parseReportArgs(argv: readonly string[], env: Record<string, string | undefined>): ReportArgs {
  const { values } = parseCommandArgs(
    argv,
    { flags: [], values: ["since", "format", "database"], usage: USAGE },
    (name) => `--${name} needs a value (${USAGE})`,
  )
  const format = values.get("format") ?? "md"
  if (format !== "md" && format !== "json") throw new Error(`--format is md or json, not "${format}"`)
  const sinceText = values.get("since")
  let since: Date | undefined
  if (sinceText !== undefined) {
    since = new Date(`${sinceText}T00:00:00Z`)
    if (!/^\d{4}-\d{2}-\d{2}$/.test(sinceText) || Number.isNaN(since.getTime()))
      throw new Error(`--since is a date, YYYY-MM-DD, not "${sinceText}"`)
  }
  const database =
    values.get("database") || env.DATABASE_URL || localFeedbackDatabaseUrl(localPort("feedbackDatabase", env))
  return { since, format, database }
}

/** The closest page of an empty search, from the build's records; null when public/ holds no build. */
function closestPageOfBuild(): ((query: string) => Promise<ClosestPage | null>) | null {
  const file = path.join(ROOT, "public", SEARCH_RECORDS_PATH)
  if (!fs.existsSync(file)) return null
  return closestPageFinder(parseSearchRecordsFile(JSON.parse(fs.readFileSync(file, "utf8"))))
}

/** The database's address without its password, for a message. */
const shown = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@")

async function main() {
  const args = parseReportArgs(process.argv.slice(2), process.env)
  let sql: Sql | null = null
  try {
    sql = await connect(args.database, { max: 4 })
    await sql.query("SELECT 1")
  } catch (error) {
    await sql?.close().catch(() => {})
    throw new Error(
      `cannot reach the feedback store at ${shown(args.database)} (${errorMessage(error).split("\n")[0]}): ` +
        "start it with npm start, or set DATABASE_URL (or --database) to the production database",
    )
  }
  try {
    const closestPage = closestPageOfBuild() ?? undefined
    const report = await buildReport(sql, { since: args.since, closestPage }).catch((error: unknown) => {
      // 42P01: no such table. The endpoint's start (npm start, the function) migrates the store; this command only reads.
      if ((error as { code?: string }).code === "42P01")
        throw new Error(`the database at ${shown(args.database)} has no feedback tables yet: npm start creates them`)
      throw error
    })
    process.stdout.write(args.format === "json" ? `${JSON.stringify(report, null, 2)}\n` : formatReportMarkdown(report))
  } finally {
    await sql.close()
  }
}

main().catch((error: unknown) => {
  console.error(`feedback:report: ${errorMessage(error).split("\n")[0]}`)
  process.exitCode = 1
})
