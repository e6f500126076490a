-- The member centre's rewards: the points mall and its redemptions, promotions with each member's status,
-- applications with their images, missions and their claims, VIP levels, and the inbox's message type.

-- A reward of the points mall: its price in points, its cash value (CASH rewards credit it on approval), the stock.
create table point_rewards (
  id bigserial primary key,
  name text not null,
  type text not null check (type in ('CASH', 'GOODS')),
  points bigint not null check (points > 0),
  amount bigint not null default 0,
  quantity integer not null check (quantity >= 0),
  status text not null check (status in ('ACTIVE', 'OFF')),
  remark text,
  units text not null default 'pcs',
  image_url text,
  sort integer not null default 0
);

-- A redemption: in process (P) until reviewed at `due_at`, then approved (A) or rejected (R, points refunded).
create table point_redeems (
  id bigserial primary key,
  member_id bigint not null references members (id),
  reward_id bigint not null references point_rewards (id),
  reward_name text not null,
  reward_type text not null,
  points bigint not null,
  amount bigint not null,
  quantity integer not null check (quantity > 0),
  status text not null check (status in ('P', 'A', 'R')),
  province text,
  remarks text,
  created_at timestamptz not null,
  due_at timestamptz,
  updated_at timestamptz not null
);
create index point_redeems_member_time on point_redeems (member_id, created_at desc);
create index point_redeems_due on point_redeems (due_at) where status = 'P';

-- A promotion. kind: APPLY (an application, reviewed, then the bonus issued), EVENT (joining is enough), CLAIM (a
-- bonus to claim), RAFFLE (a prize to claim), AUTO (runs by itself). Its status for a member is derived from its
-- time window unless `promotion_members` says otherwise.
create table promotions (
  id bigserial primary key,
  title text not null,
  content text not null default '',
  image_url text,
  category text not null,
  kind text not null check (kind in ('APPLY', 'EVENT', 'CLAIM', 'RAFFLE', 'AUTO')),
  bonus bigint not null default 0,
  start_at timestamptz not null,
  end_at timestamptz not null,
  need_apply boolean not null default false,
  need_contact boolean not null default false,
  sort integer not null default 0
);

create table promotion_members (
  promotion_id bigint not null references promotions (id),
  member_id bigint not null references members (id),
  status text not null check (status in ('JOIN', 'CLAIM', 'APPLYING', 'CLOSE', 'REJECTED', 'ISSUED', 'CLAIMED',
    'PROCESS', 'JOINED', 'COMING_SOON')),
  updated_at timestamptz not null,
  primary key (promotion_id, member_id)
);

-- An application: reviewed at `due_at` (null: waits for an operator, as the seeded ones do).
create table promotion_applications (
  id bigserial primary key,
  promotion_id bigint not null references promotions (id),
  member_id bigint not null references members (id),
  comment text not null,
  contact text,
  created_at timestamptz not null,
  due_at timestamptz,
  reviewed_at timestamptz
);
create index promotion_applications_due on promotion_applications (due_at) where reviewed_at is null;

create table promotion_images (
  application_id bigint not null references promotion_applications (id),
  position integer not null,
  mime text not null,
  data bytea not null,
  primary key (application_id, position)
);

-- A mission: progress is counted from the member's bets or deposits between its start and end.
create table missions (
  id bigserial primary key,
  name text not null,
  description text not null default '',
  metric text not null check (metric in ('ROUNDS', 'STAKE', 'WINS', 'DEPOSITS')),
  target bigint not null check (target > 0),
  reward bigint not null check (reward > 0),
  start_at timestamptz not null,
  end_at timestamptz not null,
  sort integer not null default 0
);

create table mission_claims (
  mission_id bigint not null references missions (id),
  member_id bigint not null references members (id),
  claimed_at timestamptz not null,
  journal_id bigint references journal (id),
  primary key (mission_id, member_id)
);

create table vip_levels (
  level integer primary key,
  name text not null,
  min_deposit bigint not null default 0,
  min_valid_bet bigint not null default 0,
  upgrade_bonus bigint not null default 0,
  monthly_bonus bigint not null default 0,
  birthday_bonus bigint not null default 0,
  rebate_rate numeric(6, 3) not null default 0,
  color text
);

-- The inbox (created by the games migration when it ran first; same shape either way), with a message type.
create table if not exists messages (
  id bigserial primary key,
  member_id bigint not null references members (id),
  title text not null,
  content text not null default '',
  read_at timestamptz,
  created_at timestamptz not null default now()
);
create index if not exists messages_member_unread on messages (member_id) where read_at is null;
alter table messages add column if not exists type text not null default 'SYSTEM';
create index if not exists messages_member_time on messages (member_id, created_at desc);
