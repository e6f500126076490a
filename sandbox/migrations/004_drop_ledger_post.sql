-- The ledger's entry is now one plain statement sent by sandbox/ledger/ledger.ts (`postStatement`): the PL/pgSQL
-- function of 003 cost more in its interpreter than the SQL it ran.
drop function if exists ledger_post(text, bigint, jsonb, timestamptz, bigint[], text[], bigint[]);
