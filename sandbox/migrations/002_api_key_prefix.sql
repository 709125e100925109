-- Keys are found by a short, non-secret prefix; the SHA-256 hashes of the
-- candidates are then compared in constant time. Rows from before this
-- migration have no prefix and stay candidates for every key.
ALTER TABLE api_clients ADD COLUMN key_prefix text;
CREATE INDEX api_clients_key_prefix_idx ON api_clients (key_prefix);
