-- Live push, continued (sandbox/live/hub.ts): an agent's income and the jackpot.
--
-- Income: a contract's period settled for an agent (a row of `settlements`, PAID or HELD) or a held one paid later is
-- a change of that agent's, topic 'income', through the same per-statement trigger as the other topics
-- (migrations/101_live_statement.sql).
create trigger settlements_live_insert after insert on settlements referencing new table as new_rows
  for each statement execute function live_member_rows('income');
create trigger settlements_live_update after update on settlements
  referencing old table as old_rows new table as new_rows
  for each statement execute function live_member_rows('income', 'status');

-- The jackpot is everybody's: it has no member, so no sequence and no `live_changes` row. A statement that writes a
-- slot bet (the pool's share is read from them, migrations/071_jackpot.sql) notifies `*:0:jackpot` on the same
-- channel at commit; every instance hears it and pushes the pool's amount to all its streams (at most once a second,
-- read once for all of them). A stream that missed one gets the amount again with its next opening.
create function live_jackpot() returns trigger language plpgsql as $$
begin
  if exists (select 1 from new_bets where category = 'RNG') then
    perform pg_notify('arena_live', '*:0:jackpot');
  end if;
  return null;
end
$$;
create trigger bets_live_jackpot after insert on bets referencing new table as new_bets
  for each statement execute function live_jackpot();
