-- Which deposit bonus choices a level offers (issue #18): each choice's rates in a level's
-- deposit_bonuses gain `offered`. Every level starts offering all four, as the site did; "no bonus"
-- is always offered, so a member can always deposit.
update member_levels set deposit_bonuses = (
  select jsonb_object_agg(kind, rate || '{"offered": true}'::jsonb) from jsonb_each(deposit_bonuses) as r (kind, rate)
);

alter table member_levels add constraint member_levels_no_bonus_offered
  check ((deposit_bonuses -> 'none' ->> 'offered')::boolean);
