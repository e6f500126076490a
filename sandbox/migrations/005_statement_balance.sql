-- Every journal entry balances, now checked once per statement over the rows it inserted (a transition table)
-- instead of once per posting at commit: two PL/pgSQL calls and two re-reads of `postings` per transfer became one
-- call over the new rows (about an eighth of a transfer's database time on the embedded engine). The rule is
-- stricter: an entry's postings are written by one statement (sandbox/ledger/ledger.ts `postStatement` does), and
-- postings are never updated or deleted, so every entry still sums to zero.
create function journal_balances_statement() returns trigger language plpgsql as $$
begin
  if exists (select 1 from new_postings group by journal_id having sum(amount) <> 0) then
    raise exception 'a journal entry does not balance' using errcode = '23514';
  end if;
  return null;
end
$$;
create trigger postings_balance_statement after insert on postings referencing new table as new_postings
  for each statement execute function journal_balances_statement();
drop trigger postings_balance on postings;
drop function journal_balances();
