-- The live triggers of 100 called `live_touch` once per member and statement (postings) or once per row (messages,
-- money orders, protection): each call a PL/pgSQL frame, an upsert, an insert, a delete and its own notification. A
-- settlement batch posts to about 1,500 wallets and writes 1,000 messages in two statements, so it made some 2,500
-- such calls, and the close's throughput fell by about a quarter. Now each statement touches its members once, in
-- set-based statements over its transition table: one sequence per member per statement (two messages of one
-- member in one statement are one change), the changes written and the rows 200 behind them pruned in one pass, and
-- the notifications batched: `pg_notify('arena_live', '<member>:<seq>:<topic>,<member>:<seq>:<topic>,…')`, at most
-- 100 changes each, under PostgreSQL's payload limit of 8,000 bytes.

create function live_touch_members(ms bigint[], t text) returns void language plpgsql as $$
declare
  ids bigint[];
  seqs bigint[];
begin
  -- Members in id order, so two transactions touching overlapping members lock their sequences in one order.
  with s as (
    insert into live_sequences as l (member_id, seq)
      select m, 1 from (select distinct m from unnest(ms) m where m is not null order by m) d
      on conflict (member_id) do update set seq = l.seq + 1
      returning l.member_id, l.seq
  ),
  kept as (insert into live_changes (member_id, seq, topic) select member_id, seq, t from s returning member_id, seq),
  pruned as (delete from live_changes p using s where p.member_id = s.member_id and p.seq = s.seq - 200)
  select array_agg(member_id), array_agg(seq) into ids, seqs from kept;
  perform pg_notify('arena_live', string_agg(u.m::text || ':' || u.q::text || ':' || t, ','))
    from unnest(ids, seqs) with ordinality as u(m, q, i)
    group by (u.i - 1) / 100;
end
$$;

-- The balance: the members whose wallets a statement posted to.
create or replace function live_postings() returns trigger language plpgsql as $$
begin
  perform live_touch_members(
    array(select a.member_id from new_postings p join accounts a on a.id = p.account_id where a.member_id is not null),
    'balance');
  return null;
end
$$;

-- Rows that belong to one member: the topic is the first argument; on update, the second lists the columns whose
-- change is news (a member counts when one of its rows changed in one of them).
create function live_member_rows() returns trigger language plpgsql as $$
declare
  ms bigint[];
begin
  if tg_op = 'INSERT' then
    ms := array(select member_id from new_rows);
  else
    execute format(
      'select array(select member_id from (select member_id, %1$s from new_rows except all
                                           select member_id, %1$s from old_rows) c)', tg_argv[1]) into ms;
  end if;
  perform live_touch_members(ms, tg_argv[0]);
  return null;
end
$$;

drop trigger deposits_live on deposits;
drop trigger withdrawals_live on withdrawals;
drop trigger messages_live on messages;
drop trigger protection_limits_live on protection_limits;
drop trigger protection_accounts_live on protection_accounts;
drop function live_member_row();
drop function live_touch(bigint, text);

create trigger deposits_live_insert after insert on deposits referencing new table as new_rows
  for each statement execute function live_member_rows('deposits');
create trigger deposits_live_update after update on deposits referencing old table as old_rows new table as new_rows
  for each statement execute function live_member_rows('deposits', 'status');
create trigger withdrawals_live_insert after insert on withdrawals referencing new table as new_rows
  for each statement execute function live_member_rows('withdrawals');
create trigger withdrawals_live_update after update on withdrawals
  referencing old table as old_rows new table as new_rows
  for each statement execute function live_member_rows('withdrawals', 'status, confirmation');
create trigger messages_live_insert after insert on messages referencing new table as new_rows
  for each statement execute function live_member_rows('messages');
create trigger messages_live_update after update on messages referencing old table as old_rows new table as new_rows
  for each statement execute function live_member_rows('messages', 'read_at');
create trigger protection_limits_live_insert after insert on protection_limits referencing new table as new_rows
  for each statement execute function live_member_rows('protection');
create trigger protection_limits_live_update after update on protection_limits
  referencing old table as old_rows new table as new_rows
  for each statement execute function live_member_rows('protection', 'kind, period, amount, pending_amount, pending_at');
create trigger protection_accounts_live_update after update on protection_accounts
  referencing old table as old_rows new table as new_rows
  for each statement execute function live_member_rows('protection', 'exclusion_kind, excluded_until, reality_check_minutes');
