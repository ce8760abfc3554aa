-- The public Bets panel (modules/activity): each list reads the newest rows of an index and stops.
-- Latest slips by placement, and the week's slips for the leaderboard.
create index bet_slips_recent on bet_slips (created_at desc, id desc);
-- High rollers: the threshold (contract ACTIVITY_LIMITS.highRollerStake) is written into the
-- queries as the same literal; a higher threshold would still use these, a lower one would not.
create index bet_slips_high_rollers on bet_slips (created_at desc, id desc) where stake >= 100000;
-- Closed rounds by close time: latest rounds, and the week's rounds for the leaderboard.
create index casino_rounds_recent on casino_rounds (closed_at desc, id desc) where status = 'closed';
create index casino_rounds_high_rollers on casino_rounds (closed_at desc, id desc) where status = 'closed' and bet_total >= 100000;
