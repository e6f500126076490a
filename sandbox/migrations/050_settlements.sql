-- Contract settlement: each closed period of an accepted contract that earned something is one row here, claimed by
-- its key (contract, period start) in the same transaction as the journal entry that pays it, so it is paid at most
-- once whatever the number of instances or restarts. PAID carries the entry; HELD waits for the upline's wallet to
-- cover it (retried oldest first). The contract keeps how far it has been closed (`settled_until`, a period
-- boundary or its end) and when its next period closes (`next_close_at`; 'infinity' once it has ended and is
-- closed), so the scheduler reads only the contracts that are due.
alter table contracts add column settled_until timestamptz;
alter table contracts add column next_close_at timestamptz;
create index contracts_next_close on contracts (next_close_at) where started_at is not null;

create table settlements (
  contract_id bigint not null references contracts (id),
  period_start timestamptz not null,
  period_end timestamptz not null,
  kind text not null,
  member_id bigint not null references members (id),
  payer_id bigint references members (id),
  valid_bet bigint not null,
  profit_loss bigint not null,
  active_members integer not null,
  amount bigint not null check (amount > 0),
  status text not null check (status in ('PAID', 'HELD')),
  reason text,
  journal_id bigint unique,
  created_at timestamptz not null,
  paid_at timestamptz,
  primary key (contract_id, period_start)
);
create index settlements_member_time on settlements (member_id, period_start desc);
create index settlements_held on settlements (period_start) where status = 'HELD';
create index if not exists members_upline on members (upline_id);
