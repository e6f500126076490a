-- Password recovery by email (sandbox/accounts/resetCodes.ts): every request is a row, also those whose username and
-- email matched nothing (member_id null), so requests are counted per account and per address; a matched request
-- carries the SHA-256 of the one-time code it emailed, spent once, within its expiry, after at most 5 guesses.
create table password_resets (
  id bigserial primary key,
  member_id bigint references members (id),
  requested_ip text not null,
  created_at timestamptz not null,
  code_hash text,
  expires_at timestamptz,
  used_at timestamptz,
  attempts integer not null default 0
);
create index password_resets_member on password_resets (member_id, created_at desc);
create index password_resets_ip on password_resets (requested_ip, created_at desc);
