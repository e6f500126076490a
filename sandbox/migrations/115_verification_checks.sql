-- The brand's verification check before login and register (spec section 4; core/model/VerificationChallenge.ts):
-- each challenge issued, bound to the address that asked for it, answered once (deleted when checked, right or
-- wrong) within its lifetime.
create table verification_checks (
  challenge text primary key,
  ip text not null,
  answer text not null,
  expires_at timestamptz not null
);
create index verification_checks_expiry on verification_checks (expires_at);

-- When each address last had a challenge issued: a refresh waits a second (spec section 9 "captcha refresh once per
-- 1000 ms"), claimed in one statement so a burst of parallel requests gets one.
create table verification_issues (
  ip text primary key,
  issued_at timestamptz not null
);
