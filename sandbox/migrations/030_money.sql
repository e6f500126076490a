-- The money area: deposit channels and orders, the members' bank accounts, withdrawals with their
-- confirmation, the payment password's failed attempts and the points credited from play. Every amount is integer
-- minor units; the money itself lives in the ledger (001), these tables only describe the orders that moved it.

-- The channels a member deposits through, with their limits.
create table deposit_channels (
  id bigserial primary key,
  name text not null,
  type text not null,
  min_amount bigint not null check (min_amount > 0),
  max_amount bigint not null check (max_amount >= min_amount),
  fee bigint not null default 0,
  bank_name text,
  account_name text,
  account_number text,
  qr_code_url text,
  instructions text,
  sort integer not null default 0,
  enabled boolean not null default true
);

-- A deposit order: pending until the sandbox approves it at `due_at` (then the ledger credits the main wallet from
-- the house's cash, `journal_id`), or rejected / cancelled.
create table deposits (
  id bigserial primary key,
  member_id bigint not null references members (id),
  channel_id bigint not null references deposit_channels (id),
  amount bigint not null check (amount > 0),
  status text not null check (status in ('PENDING', 'APPROVED', 'REJECTED', 'CANCELLED')),
  payer_name text,
  remarks text,
  created_at timestamptz not null,
  due_at timestamptz not null,
  updated_at timestamptz not null,
  journal_id bigint references journal (id)
);
create index deposits_member_time on deposits (member_id, created_at desc);
create index deposits_due on deposits (due_at) where status = 'PENDING';

-- Where a member withdraws to.
create table bank_accounts (
  id bigserial primary key,
  member_id bigint not null references members (id),
  bank_name text not null,
  account_name text not null,
  account_number text not null,
  created_at timestamptz not null
);
create index bank_accounts_member on bank_accounts (member_id);

-- A withdrawal: the amount is held (main -> HELD) while pending; at `due_at` the sandbox pays it (HELD -> house cash)
-- and it waits for the member's confirmation; a cancelled or rejected one returns to the main wallet.
create table withdrawals (
  id bigserial primary key,
  member_id bigint not null references members (id),
  bank_account_id bigint not null references bank_accounts (id),
  amount bigint not null check (amount > 0),
  status text not null check (status in ('PENDING', 'APPROVED', 'REJECTED', 'CANCELLED')),
  confirmation text check (confirmation in ('AWAITING', 'RECEIVED', 'NOT_RECEIVED', 'FORCED')),
  created_at timestamptz not null,
  due_at timestamptz not null,
  paid_at timestamptz,
  confirmed_at timestamptz,
  updated_at timestamptz not null,
  proof_type text,
  proof bytea,
  remarks text
);
create index withdrawals_member_time on withdrawals (member_id, created_at desc);
create index withdrawals_due on withdrawals (due_at) where status = 'PENDING';

-- Wrong confirmation passwords in a row (payment password, or the login password confirming a points redemption):
-- the fifth locks the confirmations for a while.
create table password_confirmation_failures (
  member_id bigint primary key references members (id),
  failures integer not null default 0,
  locked_until timestamptz
);

-- Points earned from play are credited lazily: how many a member has been credited so far.
create table points_accrual (
  member_id bigint primary key references members (id),
  credited bigint not null default 0
);

-- The records join a round's journal entry to its bet.
create index if not exists bets_journal on bets (journal_id);
create index if not exists journal_kind_time on journal (kind, created_at);
