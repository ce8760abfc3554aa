-- Sportsbook operations (back office): the operator's decisions that win over the feed, the
-- state a fixture was settled in (so a void after a result, or a result after a void, resettles),
-- and indexes that keep the back office's bets list fast over a million slips.

-- One row per decision the operator holds against the feed, until released:
--   suspend (target fixture or market): its open markets and bets stay suspended;
--   price   (target bet): the bet keeps the operator's price;
--   result  (target fixture): the fixture keeps the operator's status and score
--           (status 3 finished with a score, or 4 cancelled: the fixture is void).
-- The feed sync reads these rows and applies them to every snapshot before writing it.
create table sportsbook_overrides (
  id bigint generated always as identity primary key,
  fixture_id bigint not null references fixtures (id),
  kind text not null check (kind in ('suspend', 'price', 'result')),
  target_type text not null check (target_type in ('fixture', 'market', 'bet')),
  target_id bigint not null,
  price_x100 integer check (price_x100 > 100),
  fixture_status smallint check (fixture_status in (3, 4)),
  score_home integer check (score_home >= 0),
  score_away integer check (score_away >= 0),
  reason text not null,
  created_by bigint not null references users (id),
  created_at timestamptz not null,
  unique (kind, target_type, target_id),
  check (
    (kind = 'suspend' and target_type in ('fixture', 'market'))
    or (kind = 'price' and target_type = 'bet' and price_x100 is not null)
    or (kind = 'result' and target_type = 'fixture' and fixture_status is not null
        and (fixture_status = 4 or (score_home is not null and score_away is not null)))
  )
);
create index sportsbook_overrides_fixture on sportsbook_overrides (fixture_id);

alter table fixtures add column settled_status smallint;
update fixtures set settled_status = status where settled_at is not null;

-- The bets list pages newest first by (created_at, id) (0011's bet_slips_recent), with or without
-- a member or a status.
create index bet_slips_user_listing on bet_slips (user_id, created_at desc, id desc);
create index bet_slips_status_listing on bet_slips (status, created_at desc, id desc);
-- Exposure: the pending slips holding a selection.
create index bet_slip_selections_bet_slip on bet_slip_selections (bet_id, slip_id);
