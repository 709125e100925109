-- A writer's status for an item of the report (a subject, or a search query), and who set it when.
CREATE TABLE feedback_status (
  item TEXT PRIMARY KEY,
  status TEXT NOT NULL CHECK (status IN ('new', 'in-progress', 'done', 'dismissed')),
  set_by TEXT NOT NULL,
  set_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
