-- Play for fun (free play, a launch with accountType 0): a session of its own with a play balance, and its rounds.
-- Neither is an account of the ledger nor a bet: no journal entry, no betting record, no winner, no jackpot share,
-- no protection claim and no agent's settlement ever reads these tables (sandbox/games/funPlay.ts).
create table fun_sessions (
  token_hash text primary key,
  vendor text not null,
  account_type_id integer not null,
  category text not null,
  game_code text not null,
  game_name text not null,
  balance bigint not null check (balance >= 0),
  created_at timestamptz not null,
  expires_at timestamptz not null
);
create index fun_sessions_expires_at on fun_sessions (expires_at);

-- One row per round id of a session: the round id is the idempotency key (a replay answers the stored round).
create table fun_rounds (
  token_hash text not null references fun_sessions (token_hash) on delete cascade,
  round_id text not null,
  stake bigint not null,
  payout bigint not null,
  answer jsonb not null,
  created_at timestamptz not null,
  primary key (token_hash, round_id)
);
