-- The games and content areas: the demo catalogue, each member's favourite and recent games, the launch
-- tokens of the sandbox's demo game pages, recent lotteries, announcements, feedback, and the inbox's messages
-- (created here only if no other area made them first: the member area owns the inbox).

create table games (
  node_id bigint primary key,
  game_code text not null unique,
  vendor text not null,
  account_type_id integer not null,
  category text not null,
  game_type text not null,
  classify text not null,
  name text not null,
  hot boolean not null default false,
  sort integer not null
);
create index games_vendor on games (vendor, sort);

create table favourite_games (
  member_id bigint not null references members (id),
  node_id bigint not null references games (node_id),
  created_at timestamptz not null,
  primary key (member_id, node_id)
);

create table recent_games (
  member_id bigint not null references members (id),
  node_id bigint not null references games (node_id),
  played_at timestamptz not null,
  primary key (member_id, node_id)
);
create index recent_games_member_time on recent_games (member_id, played_at desc);

-- A launch token opens one demo game page for one member; only its SHA-256 is kept. It ends at `expires_at` or when
-- the portal session it was issued under is revoked (logout, password change).
create table launch_tokens (
  token_hash text primary key,
  member_id bigint not null references members (id),
  session_hash text not null,
  kind text not null check (kind in ('slot', 'lottery')),
  vendor text not null,
  account_type_id integer not null,
  category text not null,
  game_code text not null,
  game_name text not null,
  node_id bigint,
  room_id text,
  prize_mode text,
  back_url text,
  created_at timestamptz not null,
  expires_at timestamptz not null
);
create index launch_tokens_member on launch_tokens (member_id, expires_at);

create table recent_lotteries (
  member_id bigint not null references members (id),
  game_code text not null,
  played_at timestamptz not null,
  primary key (member_id, game_code)
);

create table announcements (
  id bigserial primary key,
  type text not null check (type in ('B', 'PL', 'PU', 'PR', 'H')),
  title text not null default '',
  content text not null default '',
  execution text check (execution in ('A', 'F', 'B')),
  group_name text,
  url text,
  linkage text,
  linkage_type text,
  vendor text,
  node_id bigint,
  room_id text,
  promotion_type text,
  sort integer not null default 0,
  published_at timestamptz not null
);
create index announcements_type on announcements (type, sort);

create table feedback (
  id bigserial primary key,
  member_id bigint references members (id),
  sender text not null,
  type text not null,
  content text not null,
  file text,
  ip text not null,
  created_at timestamptz not null
);
create index feedback_ip_time on feedback (ip, created_at desc);

create table if not exists messages (
  id bigserial primary key,
  member_id bigint not null references members (id),
  title text not null,
  content text not null default '',
  read_at timestamptz,
  created_at timestamptz not null default now()
);
create index if not exists messages_member_unread on messages (member_id) where read_at is null;

-- The winner board reads the biggest payouts.
create index bets_payout on bets (payout desc);
