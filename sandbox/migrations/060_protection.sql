-- Player protection (core/model/Protection.ts holds the rules; sandbox/protection/ enforces them).

-- One row per member who has used protection: the row every claim locks (so a limit check and the movement it
-- admits are one step for that member), the reality-check interval, an exclusion, and the running totals of the
-- movements limits count.
create table protection_accounts (
  member_id bigint primary key references members (id),
  reality_check_minutes integer,
  exclusion_kind text,
  excluded_until timestamptz,
  seq bigint not null default 0,
  last_at timestamptz not null default 'epoch',
  deposit_total bigint not null default 0,
  stake_total bigint not null default 0,
  payout_total bigint not null default 0
);

-- Every movement limits count (deposits requested, stakes, payouts), with the member's running totals after it:
-- a rolling window's use is the totals now minus the totals of the last movement before the window, two index
-- lookups whatever the number of movements. `at` never goes back for a member (taken under the member's lock).
create table protection_movements (
  member_id bigint not null references members (id),
  seq bigint not null,
  at timestamptz not null,
  deposit bigint not null default 0,
  stake bigint not null default 0,
  payout bigint not null default 0,
  deposit_total bigint not null,
  stake_total bigint not null,
  payout_total bigint not null,
  primary key (member_id, seq)
);
create index protection_movements_at on protection_movements (member_id, at, seq);

-- A limit: the amount in force (null: none, kept while a removal is pending) and a pending raise or removal.
-- period is '' for the session-time limit.
create table protection_limits (
  member_id bigint not null references members (id),
  kind text not null,
  period text not null,
  amount bigint,
  pending_amount bigint,
  pending_at timestamptz,
  primary key (member_id, kind, period)
);

-- Every change a member asked for, newest first in the history.
create table protection_limit_changes (
  id bigserial primary key,
  member_id bigint not null references members (id),
  at timestamptz not null,
  kind text not null,
  period text not null,
  from_amount bigint,
  to_amount bigint,
  effective_at timestamptz not null
);
create index protection_limit_changes_member on protection_limit_changes (member_id, at desc, id desc);

-- Every login: when and from which client address (sandbox/http/clientAddress.ts).
create table login_history (
  id bigserial primary key,
  member_id bigint not null references members (id),
  at timestamptz not null,
  ip text not null
);
create index login_history_member on login_history (member_id, at desc, id desc);

-- When a session reaches its member's session-time limit (null: no limit): the session ends then.
alter table sessions add column limit_ends_at timestamptz;

-- No marketing message reaches an excluded member, whichever code writes it: a notice or promotion dated within an
-- exclusion is not stored. Transactional messages (withdrawals, contracts, system) still are.
create function protection_no_marketing() returns trigger language plpgsql as $$
begin
  if new.type in ('NOTICE', 'PROMOTION', 'MARKETING') and exists (
    select 1 from protection_accounts p
     where p.member_id = new.member_id and p.excluded_until > coalesce(new.created_at, now())
  ) then
    return null;
  end if;
  return new;
end $$;
create trigger messages_no_marketing before insert on messages
  for each row execute function protection_no_marketing();
