-- Members, sessions, the double-entry ledger and idempotency keys: the sandbox's durable core.

create table members (
  id bigserial primary key,
  account text not null unique,
  password_hash text not null,
  payment_password_hash text,
  nickname text,
  -- 0 member, 4 trial (demo), 1 / 2 / 41 / 42 agents (spec section 9)
  type integer not null default 0,
  upline_id bigint references members (id),
  mobile text unique,
  country_dialing_code text,
  email text,
  payee_name text,
  label_name text,
  label_color text,
  vip_level integer not null default 0,
  first_time_login boolean not null default true,
  password_changed_at timestamptz not null default now(),
  last_login_at timestamptz,
  last_login_ip text,
  known_ips text[] not null default '{}',
  affiliate_code text unique,
  referral_code text unique,
  language text not null default 'EN',
  created_at timestamptz not null default now()
);

create table sessions (
  token_hash text primary key,
  member_id bigint not null references members (id),
  created_at timestamptz not null,
  last_seen_at timestamptz not null,
  revoked_at timestamptz,
  ip text
);
create index sessions_member on sessions (member_id);

-- One row per wallet. Member wallets never go below zero; house accounts (member_id null) are the counterparties.
create table accounts (
  id bigserial primary key,
  member_id bigint references members (id),
  code text not null,
  balance bigint not null default 0,
  constraint member_balance_not_negative check (member_id is null or balance >= 0)
);
create unique index accounts_member_code on accounts (coalesce(member_id, 0), code);

create table journal (
  id bigserial primary key,
  kind text not null,
  member_id bigint references members (id),
  created_at timestamptz not null default now(),
  meta jsonb not null default '{}'
);
create index journal_member_time on journal (member_id, created_at desc);

create table postings (
  id bigserial primary key,
  journal_id bigint not null references journal (id),
  account_id bigint not null references accounts (id),
  amount bigint not null
);
create index postings_journal on postings (journal_id);
create index postings_account on postings (account_id);

-- Every journal entry balances: checked at commit, whatever code wrote the postings.
create function journal_balances() returns trigger language plpgsql as $$
begin
  if (select coalesce(sum(amount), 0) from postings where journal_id = new.journal_id) <> 0 then
    raise exception 'journal % does not balance', new.journal_id using errcode = '23514';
  end if;
  return null;
end
$$;
create constraint trigger postings_balance after insert on postings
  deferrable initially deferred for each row execute function journal_balances();

-- An idempotency key is claimed in the same transaction as the postings it guards.
create table idempotency_keys (
  key text primary key,
  member_id bigint,
  endpoint text not null,
  request_hash text not null,
  status integer not null,
  response jsonb not null,
  created_at timestamptz not null default now()
);

create table login_failures (
  subject text primary key,
  failures integer not null default 0,
  last_at timestamptz not null default now()
);

create table sms_outbox (
  id bigserial primary key,
  mobile text not null,
  country_dialing_code text not null default '',
  purpose text not null,
  code text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index sms_outbox_mobile on sms_outbox (mobile, created_at desc);

create table settings (
  key text primary key,
  value jsonb not null
);
