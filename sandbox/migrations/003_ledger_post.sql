-- One journal entry in one statement (the benchmark goals: a transfer was some ten round trips to the database).
-- `ledger_post` does what sandbox/ledger/ledger.ts `post` did statement by statement: finds or creates each account,
-- locks them in id order (two entries over the same wallets never deadlock), refuses when a member wallet would go
-- below zero (returns null, having written nothing but the empty accounts it created), then writes the journal row,
-- its postings in order and the new balances. The balance trigger of 001 still checks the entry at commit.
create or replace function ledger_post(
  p_kind text,
  p_member_id bigint,
  p_meta jsonb,
  p_created_at timestamptz,
  p_account_members bigint[],
  p_account_codes text[],
  p_amounts bigint[]
) returns bigint language plpgsql as $$
declare
  ids bigint[] := '{}';
  found_id bigint;
  new_journal bigint;
begin
  for i in 1 .. coalesce(array_length(p_account_codes, 1), 0) loop
    select id into found_id from accounts
     where coalesce(member_id, 0) = coalesce(p_account_members[i], 0) and code = p_account_codes[i];
    if found_id is null then
      insert into accounts (member_id, code) values (p_account_members[i], p_account_codes[i])
        on conflict (coalesce(member_id, 0), code) do update set code = excluded.code
        returning id into found_id;
    end if;
    ids := ids || found_id;
  end loop;
  perform 1 from accounts where id = any(ids) order by id for update;
  if exists (
    select 1
      from accounts a
      join (select d.id, sum(d.amount) as delta from unnest(ids, p_amounts) as d(id, amount) group by d.id) t
        on t.id = a.id
     where a.member_id is not null and a.balance + t.delta < 0
  ) then
    return null;
  end if;
  insert into journal (kind, member_id, meta, created_at)
    values (p_kind, p_member_id, p_meta, coalesce(p_created_at, now()))
    returning id into new_journal;
  insert into postings (journal_id, account_id, amount)
    select new_journal, d.id, d.amount from unnest(ids, p_amounts) with ordinality as d(id, amount, n) order by d.n;
  update accounts a set balance = a.balance + t.delta
    from (select d.id, sum(d.amount) as delta from unnest(ids, p_amounts) as d(id, amount) group by d.id) t
   where a.id = t.id and t.delta <> 0;
  return new_journal;
end
$$;
