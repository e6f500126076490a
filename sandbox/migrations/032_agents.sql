-- The agents' contracts: what an upline (or the house, for a top agent: upline_id null) offers a direct
-- downline, per kind and product. Status: P pending, E re-offered over one in force, V in force, R rejected,
-- C terminated by the member, X ended by the platform (replaced, or undercut by the upline's new lower rate).
create table contracts (
  id bigserial primary key,
  kind text not null check (kind in ('DIVIDEND', 'DAILY_SALARY', 'HOUR_SALARY', 'REALTIME_SALARY')),
  upline_id bigint references members (id),
  member_id bigint not null references members (id),
  product_type text not null,
  computation_period text check (computation_period in ('D', 'W', 'H', 'M')),
  rate numeric(7, 3) not null check (rate > 0),
  rate_type text not null check (rate_type in ('P', 'F')),
  minimum_bet bigint not null default 0,
  active_member integer not null default 0,
  status text not null check (status in ('P', 'E', 'V', 'R', 'C', 'X')),
  created_at timestamptz not null,
  decided_at timestamptz,
  started_at timestamptz,
  ended_at timestamptz
);
create index contracts_member on contracts (member_id, kind, product_type);
create index contracts_upline on contracts (upline_id, kind, product_type);
