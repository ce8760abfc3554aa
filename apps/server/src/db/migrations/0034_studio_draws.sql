-- Scheduled draws (docs/studio.md, "Scheduled draws"): 홀짝 and 사다리 draw once every few
-- minutes for everyone. A draw's server seed is committed by its hash while bets are taken and
-- published once drawn; `outcome` and `drawn_at` are set together, once.
create table studio_draws (
  id bigserial primary key,
  game_slug text not null,
  seq bigint not null,
  server_seed text not null,
  server_seed_hash text not null,
  opens_at timestamptz not null,
  closes_at timestamptz not null,
  draws_at timestamptz not null,
  outcome jsonb,
  drawn_at timestamptz,
  unique (game_slug, seq),
  check (opens_at < closes_at and closes_at <= draws_at),
  check ((outcome is null) = (drawn_at is null))
);
create index studio_draws_undrawn on studio_draws (draws_at) where drawn_at is null;

-- A player's bet on a draw, its protocol round `bet_id`: `pending` until the operator takes the
-- stake, `placed` (taken, before the draw), `settled` (paid by the draw's outcome), or never
-- taken (`refused`, `rolled_back`). A stake taken after the draw was made is rolled back.
create table studio_draw_bets (
  id bigserial primary key,
  bet_id text not null unique,
  draw_id bigint not null references studio_draws (id),
  session_id bigint not null references studio_sessions (id),
  player_id text not null,
  mode text not null check (mode in ('real', 'fun')),
  bet jsonb not null,
  stake bigint not null check (stake > 0),
  payout bigint check (payout >= 0),
  status text not null check (status in ('pending', 'placed', 'settled', 'refused', 'rolled_back')),
  balance_after bigint,
  created_at timestamptz not null,
  settled_at timestamptz,
  -- Recovery's lease, as for rounds: another process leaves the bet alone until then.
  recovery_after timestamptz,
  check ((status = 'settled') = (payout is not null))
);
create index studio_draw_bets_open on studio_draw_bets (draw_id) where status in ('pending', 'placed');
create index studio_draw_bets_player on studio_draw_bets (player_id, mode, id desc);
