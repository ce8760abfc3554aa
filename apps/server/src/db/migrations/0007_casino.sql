-- The casino: game providers the operator integrates (each through the seamless-wallet protocol),
-- the lobby's studios and games, launch tokens, wallet sessions, and the protocol's record of
-- requests, rounds and transactions (docs/casino-protocol.md).

-- One integration per provider connection: its signing secret and where its game page lives.
-- The in-house studio's secret comes from STUDIO_WALLET_SECRET at start-up.
create table casino_integrations (
  id bigint generated always as identity primary key,
  code text not null unique check (code ~ '^[a-z0-9-]{2,40}$'),
  name text not null,
  secret text not null,
  launch_url text not null,
  enabled boolean not null default true,
  created_at timestamptz not null default now()
);

-- The studio brands the lobby shows and filters by (the footer's providers).
create table casino_providers (
  id bigint generated always as identity primary key,
  slug text not null unique,
  name text not null unique,
  color text not null,
  enabled boolean not null default true,
  sort_order integer not null default 0
);

-- Games as the providers list them; enabled and sort_order are the operator's and survive a
-- re-import. listed is the provider's: false once a game leaves its list.
create table casino_games (
  id bigint generated always as identity primary key,
  slug text not null unique,
  integration_id bigint not null references casino_integrations (id),
  provider_id bigint not null references casino_providers (id),
  name text not null,
  title text not null,
  category text not null check (category in ('live-casino', 'slots', 'mini-games')),
  engine text not null,
  color text not null,
  is_new boolean not null default false,
  rtp_percent numeric(5, 2) not null,
  enabled boolean not null default true,
  listed boolean not null default true,
  sort_order integer not null default 0,
  created_at timestamptz not null default now()
);
create index casino_games_lobby on casino_games (category, sort_order, id) where enabled and listed;

-- One-time launch tokens: only their hash is kept.
create table casino_launch_tokens (
  id bigint generated always as identity primary key,
  token_hash text not null unique,
  user_id bigint not null references users (id),
  game_id bigint not null references casino_games (id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);

-- A wallet session opened by redeeming a launch token; the provider calls with its token.
create table casino_sessions (
  id bigint generated always as identity primary key,
  token_hash text not null unique,
  user_id bigint not null references users (id),
  integration_id bigint not null references casino_integrations (id),
  game_id bigint not null references casino_games (id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);

-- Every signed, well-formed protocol request and the answer it got: a repeat gets that answer.
create table casino_requests (
  integration_id bigint not null references casino_integrations (id),
  request_id text not null,
  request_hash text not null,
  -- Claimed first, answered in the same transaction: a concurrent repeat waits, then reads the answer.
  status_code integer,
  response json, -- json, not jsonb: a replay answers byte for byte, keys in their first order
  created_at timestamptz not null default now(),
  primary key (integration_id, request_id)
);

create table casino_rounds (
  id bigint generated always as identity primary key,
  integration_id bigint not null references casino_integrations (id),
  external_id text not null,
  user_id bigint not null references users (id),
  game_id bigint not null references casino_games (id),
  status text not null default 'open' check (status in ('open', 'closed', 'rolled_back')),
  bet_total bigint not null default 0 check (bet_total >= 0),
  win_total bigint not null default 0 check (win_total >= 0),
  opened_at timestamptz not null,
  closed_at timestamptz,
  constraint casino_rounds_external unique (integration_id, external_id),
  check ((status = 'open') = (closed_at is null))
);
create index casino_rounds_user on casino_rounds (user_id, opened_at desc, id desc);

-- Bets, wins and rollbacks, each processed once: a repeat of an external id answers the first
-- result. A rollback of a bet not yet seen is kept (amount 0) so that bet, arriving late, is refused.
create table casino_transactions (
  id bigint generated always as identity primary key,
  integration_id bigint not null references casino_integrations (id),
  external_id text not null,
  kind text not null check (kind in ('bet', 'win', 'rollback')),
  user_id bigint not null references users (id),
  round_id bigint not null references casino_rounds (id),
  amount bigint not null check (amount >= 0),
  reference_external_id text,
  data_hash text not null,
  balance_after bigint not null,
  ledger_transaction_id bigint references ledger_transactions (id),
  created_at timestamptz not null,
  constraint casino_transactions_external unique (integration_id, external_id),
  check ((kind = 'bet') = (reference_external_id is null))
);
create index casino_transactions_round on casino_transactions (round_id, id);
create index casino_transactions_reference on casino_transactions (integration_id, reference_external_id) where reference_external_id is not null;

insert into casino_integrations (code, name, secret, launch_url)
values ('studio', 'Hanpan Studio', 'set-at-start-up', '/studio/play');

-- Each game provider has its own house account (product rules section 2).
insert into ledger_accounts (code, kind, allow_negative) values ('house:casino:studio', 'house', true)
on conflict (code) do nothing;
