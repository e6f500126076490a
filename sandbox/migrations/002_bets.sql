-- Rounds played on the sandbox's demo games: written by the game engine with the round's ledger entry, read by the
-- betting records, the winner board and the agents' reports.
create table bets (
  id bigserial primary key,
  member_id bigint not null references members (id),
  vendor text not null,
  account_type_id integer not null,
  category text not null,
  game_code text not null,
  game_name text not null,
  stake bigint not null check (stake >= 0),
  payout bigint not null check (payout >= 0),
  round_id text not null unique,
  journal_id bigint references journal (id),
  created_at timestamptz not null default now()
);
create index bets_member_time on bets (member_id, created_at desc);
create index bets_time on bets (created_at desc);
