-- Member levels (0037) gain the rest of what a level gives besides its bet limits (issue #18): the
-- points a losing bet earns, in basis points of its stake (100 = 1 %), which replaces the
-- sportsbookRules setting's losing_stake_points_percent, and a daily withdrawal count and amount
-- (null: no limit, as before).
alter table member_levels
  add column losing_points_bp int not null default 100 check (losing_points_bp between 0 and 10000),
  add column withdrawals_per_day int check (withdrawals_per_day between 1 and 100),
  add column withdrawal_daily_amount bigint check (withdrawal_daily_amount between 1 and 1000000000);

-- The points rate the site ran with: the stored sportsbookRules' when the whole value was valid,
-- as settings.service.ts read it (else its default, 1 %), rounded to a basis point. The stored
-- value loses the field; one that was invalid as a whole is dropped, so its other rules keep
-- reading as the defaults they were.
create temporary table stored_book_rules on commit drop as
select value, coalesce(
  jsonb_typeof(value) = 'object'
  and jsonb_typeof(value -> 'losing_stake_points_percent') = 'number'
  and (value ->> 'losing_stake_points_percent')::numeric between 0 and 100
  and coalesce((
    select bool_and(jsonb_typeof(value -> k) = 'number'
      and (value ->> k)::numeric = trunc((value ->> k)::numeric) and (value ->> k)::numeric >= 0)
    from unnest(array['cancel_window_minutes', 'cancel_kickoff_buffer_minutes', 'cancels_per_day',
      'live_acceptance_delay_ms']) k
  ), false)
  and (value ->> 'live_acceptance_delay_ms')::numeric <= 30000, false) as valid
from settings where key = 'sportsbookRules';

update member_levels
set losing_points_bp = (select round((value ->> 'losing_stake_points_percent')::numeric * 100) from stored_book_rules)
where exists (select 1 from stored_book_rules where valid);

delete from settings where key = 'sportsbookRules' and not (select valid from stored_book_rules);
update settings set value = value - 'losing_stake_points_percent' where key = 'sportsbookRules';
