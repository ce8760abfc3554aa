-- Studio recovery (apps/server/src/jobs/studio-recovery.ts): rounds left `pending` or `debited`
-- by a lost answer are finished by a sweeper. A process claims a round by pushing
-- `recovery_after` into the future, so another process skips it until that lease runs out.
alter table studio_rounds add column recovery_after timestamptz;
create index studio_rounds_unfinished on studio_rounds (created_at, id) where status in ('pending', 'debited');

-- The back office lists every member's casino rounds newest first, narrowed by game or status.
create index casino_rounds_opened on casino_rounds (opened_at desc, id desc);

-- The operator's "new" flag, set from the back office; null follows the provider's is_new, which
-- a catalog import keeps refreshing.
alter table casino_games add column operator_is_new boolean;
create index casino_games_admin on casino_games (sort_order, id);
