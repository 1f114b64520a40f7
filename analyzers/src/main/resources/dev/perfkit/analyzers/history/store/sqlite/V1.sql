-- Version 1 of the history store: one row per recorded run or repeat set, one per metric of it.
CREATE TABLE perfkit_records (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  commit_sha TEXT NOT NULL,
  branch TEXT NOT NULL,
  recorded_at BIGINT NOT NULL,
  run_start TEXT,
  target TEXT,
  target_command TEXT,
  url TEXT,
  configuration TEXT NOT NULL,
  jvm TEXT,
  jvm_flags TEXT NOT NULL,
  host TEXT,
  host_cpus INTEGER,
  host_os TEXT,
  runs INTEGER NOT NULL,
  source TEXT NOT NULL
);
CREATE INDEX perfkit_records_by_branch ON perfkit_records (branch, recorded_at, id);
CREATE TABLE perfkit_values (
  record_id BIGINT NOT NULL REFERENCES perfkit_records (id),
  metric TEXT NOT NULL,
  value DOUBLE PRECISION NOT NULL,
  unit TEXT NOT NULL,
  run_values TEXT NOT NULL,
  PRIMARY KEY (record_id, metric)
);
