-- Attempts at a secret being checked right now (sandbox/accounts/loginFailures.ts): claimed before the check, so a
-- burst counts in full, and settled after it. A claim older than a minute is taken as abandoned (a crashed process).
alter table login_failures add column pending integer not null default 0;
alter table login_failures add column pending_at timestamptz not null default 'epoch';
