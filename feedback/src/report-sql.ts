/**
 * The feedback report's SQL (report.ts): GROUP BY over feedback_events and
 * the daily counts older events were rolled into, for a period.
 */

/**
 * The SQL conditions of the period: $1 is the instant (events), $2 its UTC day (daily counts); both null for
 * everything. A query of events only has its own parameter as $2.
 */
const EVENTS_SINCE = "($1::timestamptz IS NULL OR received_at >= $1::timestamptz)"
const COUNTS_SINCE = "($2::date IS NULL OR day >= $2::date)"

/** Votes (helpful true or false) per subject of a kind, events and daily counts together. */
export const VOTES_SQL = `
  WITH counted AS (
    SELECT subject, helpful, count(*)::int AS n FROM feedback_events
    WHERE kind = $3 AND helpful IS NOT NULL AND ${EVENTS_SINCE} GROUP BY subject, helpful
    UNION ALL
    SELECT subject, helpful, sum(events)::int FROM feedback_daily_counts
    WHERE kind = $3 AND helpful IS NOT NULL AND ${COUNTS_SINCE} GROUP BY subject, helpful
  ), votes AS (
    SELECT subject,
      coalesce(sum(n) FILTER (WHERE helpful), 0)::int AS yes,
      coalesce(sum(n) FILTER (WHERE NOT helpful), 0)::int AS no
    FROM counted GROUP BY subject
  )
  SELECT subject, yes, no FROM votes
  ORDER BY no::float / nullif(yes + no, 0) DESC NULLS LAST, no DESC, subject`

/** Reports per subject and problem of a kind, events and daily counts together. */
export const REPORTS_SQL = `
  WITH counted AS (
    SELECT subject, problem, count(*)::int AS n FROM feedback_events
    WHERE kind = $3 AND ${EVENTS_SINCE} GROUP BY subject, problem
    UNION ALL
    SELECT subject, problem, sum(events)::int FROM feedback_daily_counts
    WHERE kind = $3 AND ${COUNTS_SINCE} GROUP BY subject, problem
  ), by_problem AS (
    SELECT subject, problem, sum(n)::int AS n FROM counted GROUP BY subject, problem
  )
  SELECT subject, sum(n)::int AS reports, jsonb_object_agg(coalesce(problem, ''), n) AS problems
  FROM by_problem GROUP BY subject ORDER BY reports DESC, subject`

export const COMMENTS_SQL = `
  SELECT kind, subject, received_at, helpful, problem, comment FROM feedback_events
  WHERE comment IS NOT NULL AND kind = ANY($2::text[]) AND ${EVENTS_SINCE}
  ORDER BY received_at DESC, id DESC`

/** Searches of a kind that found nothing, per query (ignoring case). */
export const EMPTY_SEARCHES_SQL = `
  SELECT lower(query) AS key, mode() WITHIN GROUP (ORDER BY query) AS query, count(*)::int AS searches,
    max(received_at) AS last_at
  FROM feedback_events WHERE kind = $2 AND results = 0 AND query IS NOT NULL AND ${EVENTS_SINCE}
  GROUP BY lower(query) ORDER BY searches DESC, key`

export const LOW_PICKS_SQL = `
  SELECT lower(query) AS key, mode() WITHIN GROUP (ORDER BY query) AS query, count(*)::int AS picks,
    count(*) FILTER (WHERE pick_rank >= $2)::int AS low_picks,
    round(avg(pick_rank) FILTER (WHERE pick_rank >= $2), 1)::float AS average_rank,
    mode() WITHIN GROUP (ORDER BY pick_url) FILTER (WHERE pick_rank >= $2) AS picked
  FROM feedback_events WHERE kind = 'search' AND pick_rank IS NOT NULL AND ${EVENTS_SINCE}
  GROUP BY lower(query) HAVING count(*) FILTER (WHERE pick_rank >= $2) > 0
  ORDER BY low_picks DESC, key`

export const RUNS_SQL = `
  WITH counted AS (
    SELECT subject, count(*)::int AS n FROM feedback_events
    WHERE kind = 'agent-run' AND ${EVENTS_SINCE} GROUP BY subject
    UNION ALL
    SELECT subject, sum(events)::int FROM feedback_daily_counts
    WHERE kind = 'agent-run' AND ${COUNTS_SINCE} GROUP BY subject
  )
  SELECT subject, sum(n)::int AS failures FROM counted GROUP BY subject ORDER BY failures DESC, subject`

export const RUN_FIELDS_SQL = `
  SELECT subject, field, count(*)::int AS n FROM feedback_events, unnest(fields) AS field
  WHERE kind = 'agent-run' AND ${EVENTS_SINCE} GROUP BY subject, field ORDER BY n DESC, field`

export const EVENTS_SQL = `SELECT count(*)::int AS n FROM feedback_events WHERE ${EVENTS_SINCE}`
