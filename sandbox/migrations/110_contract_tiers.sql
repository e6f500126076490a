-- Contracts of several tiers (spec section 3 "Contract: rate, active members, period valid bet, period P&L, bet amount
-- daily or hourly"): the row's rate and thresholds stay its first tier; net_loss is that tier's period P&L threshold
-- (none when null); higher_tiers lists the tiers above it in order, each {rate, activeMember, minimumBet, netLoss}
-- (amounts in minor units), each reaching higher and paying a higher rate, so the last one holds the top rate.
alter table contracts add column net_loss bigint check (net_loss >= 0);
alter table contracts add column higher_tiers jsonb not null default '[]'::jsonb check (jsonb_typeof(higher_tiers) = 'array');
