-- Every piece of feedback as it came: a reader's vote, report or flag, a search, an agent's feedback or empty
-- search, a run_operation failure. No client address, no cookie: nothing that says who sent it.
CREATE TABLE feedback_events (
  id BIGSERIAL PRIMARY KEY,
  received_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  source TEXT NOT NULL CHECK (source IN ('reader', 'agent')),
  kind TEXT NOT NULL,
  -- The page, with the example or member on it ("/docs/x/#Dishes"), or "(search)", "(run_operation CODE)".
  subject TEXT NOT NULL,
  page TEXT,
  target TEXT,
  helpful BOOLEAN,
  problem TEXT,
  comment TEXT,
  query TEXT,
  results INTEGER,
  pick_rank INTEGER,
  pick_url TEXT,
  code TEXT,
  fields TEXT[]
);
CREATE INDEX feedback_events_received_at ON feedback_events (received_at);
CREATE INDEX feedback_events_kind_subject ON feedback_events (kind, subject);

-- What is kept of events older than 90 days: their counts, per day, kind, subject and answer.
CREATE TABLE feedback_daily_counts (
  day DATE NOT NULL,
  kind TEXT NOT NULL,
  subject TEXT NOT NULL,
  helpful BOOLEAN,
  problem TEXT,
  events INTEGER NOT NULL,
  UNIQUE NULLS NOT DISTINCT (day, kind, subject, helpful, problem)
);
