-- What several instances of the platform on one database share (README, "Running on several machines").

-- The platform's keys, generated once by the first instance: `rsa` is the private key (JWK) whose modulus every
-- instance serves, so a client may fetch it from one instance and post to another.
create table platform_keys (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);

-- Encryption keys already used (SHA-256 of the key, never the key), kept for the replay window: a captured encrypted
-- body is refused by every instance, and after a restart.
create table used_encryption_keys (
  key_hash text primary key,
  used_at timestamptz not null
);
create index used_encryption_keys_used_at on used_encryption_keys (used_at);
