-- Live push (sandbox/live/hub.ts): every change an open portal of the member should hear gets the member's next
-- sequence number and a row naming its topic, written by triggers in the same transaction as the change, and
-- `pg_notify('arena_live', '<member>:<seq>:<topic>')`, delivered to every instance at commit. The rows let a stream
-- that reconnects with `Last-Event-ID` learn which topics changed since; the last 200 per member are kept.

create table live_sequences (
  member_id bigint primary key,
  seq bigint not null
);

create table live_changes (
  member_id bigint not null,
  seq bigint not null,
  topic text not null,
  primary key (member_id, seq)
);

create function live_touch(m bigint, t text) returns void language plpgsql as $$
declare
  s bigint;
begin
  insert into live_sequences as l (member_id, seq) values (m, 1)
    on conflict (member_id) do update set seq = l.seq + 1
    returning l.seq into s;
  insert into live_changes (member_id, seq, topic) values (m, s, t);
  delete from live_changes where member_id = m and seq <= s - 200;
  perform pg_notify('arena_live', m::text || ':' || s::text || ':' || t);
end
$$;

-- The balance: any posting on a member's wallet, once per statement and member.
create function live_postings() returns trigger language plpgsql as $$
begin
  perform live_touch(w.member_id, 'balance')
     from (select distinct a.member_id from new_postings p join accounts a on a.id = p.account_id
            where a.member_id is not null) w;
  return null;
end
$$;
create trigger postings_live after insert on postings referencing new table as new_postings
  for each statement execute function live_postings();

-- Rows that belong to one member: the topic is the trigger's argument.
create function live_member_row() returns trigger language plpgsql as $$
begin
  perform live_touch(new.member_id, tg_argv[0]);
  return null;
end
$$;
create trigger deposits_live after insert or update of status on deposits
  for each row execute function live_member_row('deposits');
create trigger withdrawals_live after insert or update of status, confirmation on withdrawals
  for each row execute function live_member_row('withdrawals');
create trigger messages_live after insert or update of read_at on messages
  for each row execute function live_member_row('messages');
create trigger protection_limits_live after insert or update on protection_limits
  for each row execute function live_member_row('protection');
create trigger protection_accounts_live after update of exclusion_kind, excluded_until, reality_check_minutes
  on protection_accounts for each row execute function live_member_row('protection');
