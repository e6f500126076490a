-- The slot jackpot: a pool that starts at `base` and grows by `share_per_mille` of every slot stake (the bets of
-- category RNG) played since `started_at`. The amount is read from the bets when asked, so a round adds to the pool in
-- the same transaction that writes its bet, with no shared row for every spin to queue on.
create table jackpot_pools (
  code text primary key,
  base bigint not null check (base >= 0),
  share_per_mille integer not null check (share_per_mille between 0 and 1000),
  started_at timestamptz not null
);
