-- The session area's accounts: what logins, registration, captchas, SMS codes, second verification of a
-- new IP and password recovery need beyond the core tables of 001.

-- A temporary password (sent by the forgot-password email) must be changed at the next login: it reads as expired.
alter table members add column password_must_change boolean not null default false;
-- The login before the current one: member info's `lastLogin`.
alter table members add column previous_login_at timestamptz;
-- The demo's stand-in for a Google Authenticator: a fixed 6-digit code per member (our choice, no TOTP).
alter table members add column google_code text;
-- Who invited the member (the referral code given at registration).
alter table members add column referred_by bigint references members (id);
-- The address a member registered from (free play and registration are limited per address).
alter table members add column registered_ip text;
-- Registration fields kept as given: qqNum, line, whatsapp, facebook, wechat, idNumber.
alter table members add column profile jsonb not null default '{}';
create index members_lower_account on members (lower(account));
create index members_registered_ip on members (registered_ip, created_at);

-- How a session was opened (username, sms, freePlay, register, verification): a password change without the old
-- password is accepted only for sessions that never typed one (SMS login, free play).
alter table sessions add column login_method text;

-- Wrong guesses of a code: the fifth burns it.
alter table sms_outbox add column attempts integer not null default 0;

-- Image captchas, bound to the client's address (the client sends no captcha id, wire notes section 4): the latest
-- one issued to an address is the one its next answer is checked against, once.
create table captchas (
  id bigserial primary key,
  ip text not null,
  answer text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null
);
create index captchas_ip on captchas (ip);
create index captchas_expires on captchas (expires_at);

-- Emails the sandbox would send (password recovery): read at GET /sandbox/mail-outbox in development mode.
create table mail_outbox (
  id bigserial primary key,
  member_id bigint references members (id),
  to_address text not null,
  subject text not null,
  body text not null,
  created_at timestamptz not null
);
create index mail_outbox_to on mail_outbox (to_address, created_at desc);
