-- Lookups by member on the hot paths (balance, transfers, records): the unique index on (coalesce(member_id, 0),
-- code) serves the ledger's exact lookups, not `member_id = $1`.
create index accounts_member on accounts (member_id, code);
