-- Hanpan Studio, the in-house game provider. Its own tables only: it reaches the operator's
-- wallet through the seamless-wallet protocol and never reads operator tables (no foreign keys
-- to them; players are the operator's opaque player ids).

-- A game page's session, opened by redeeming a launch token. Fun Play keeps its play money here.
create table studio_sessions (
  id bigint generated always as identity primary key,
  token_hash text not null unique,
  mode text not null check (mode in ('real', 'fun')),
  -- The operator's wallet session (real money calls name it); kept for Fun Play too, unused.
  wallet_session_token text not null,
  player_id text not null,
  nickname text not null,
  game_slug text not null,
  -- Fun Play: the play money left. Real Play: the casino balance the operator last answered.
  balance bigint not null check (balance >= 0),
  created_at timestamptz not null,
  expires_at timestamptz not null
);

-- The seed pairs of a player and mode: the active one commits with its hash; rotation reveals it.
create table studio_seed_pairs (
  id bigint generated always as identity primary key,
  player_id text not null,
  mode text not null check (mode in ('real', 'fun')),
  server_seed text not null,
  server_seed_hash text not null,
  client_seed text not null,
  -- The nonce the next round takes; it never goes back, so a seed pair never repeats a round.
  next_nonce integer not null default 0 check (next_nonce >= 0),
  created_at timestamptz not null,
  revealed_at timestamptz
);
create unique index studio_seed_pairs_active on studio_seed_pairs (player_id, mode) where revealed_at is null;

create table studio_rounds (
  id bigint generated always as identity primary key,
  -- The round id of the protocol; its transactions are `<round_id>:bet`, `:win`, `:rollback`.
  round_id text not null unique,
  session_id bigint not null references studio_sessions (id),
  player_id text not null,
  mode text not null check (mode in ('real', 'fun')),
  game_slug text not null,
  seed_pair_id bigint not null references studio_seed_pairs (id),
  nonce integer not null,
  bet jsonb not null,
  outcome jsonb not null,
  stake bigint not null check (stake > 0),
  payout bigint not null check (payout >= 0),
  -- pending: drawn, nothing sent; debited: the bet was taken, the win not yet confirmed;
  -- settled: closed by the win; refused: the operator refused the bet; rolled_back: undone.
  status text not null check (status in ('pending', 'debited', 'settled', 'refused', 'rolled_back')),
  balance_after bigint,
  created_at timestamptz not null,
  settled_at timestamptz,
  unique (seed_pair_id, nonce)
);
create index studio_rounds_player on studio_rounds (player_id, mode, id desc);
