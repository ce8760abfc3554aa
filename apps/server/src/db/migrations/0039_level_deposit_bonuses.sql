-- Member levels (0037) gain their deposit bonuses (issue #18): for each bonus choice of the deposit
-- dialog (none, slot, casino, minigame) the first-deposit and each-deposit bonus percent and the
-- rollover percent, replacing the depositBonuses setting. Every level starts with the rates the
-- site ran with: the stored setting's when all of it was valid, as settings.service.ts read it
-- (only the known fields kept), else the spec's.
alter table member_levels add column deposit_bonuses jsonb;

with kinds as (
  select kind, (select value -> kind from settings where key = 'depositBonuses') as rate
  from unnest(array['none', 'slot', 'casino', 'minigame']) kind
), checked as (
  select kind, rate, coalesce(
    jsonb_typeof(rate) = 'object'
    and (select bool_and(jsonb_typeof(rate -> field) = 'number'
        and (rate ->> field)::numeric = trunc((rate ->> field)::numeric)
        and (rate ->> field)::numeric between 0 and case when field = 'rolloverPercent' then 10000 else 100 end)
      from unnest(array['firstDepositPercent', 'eachDepositPercent', 'rolloverPercent']) field),
    false) as valid
  from kinds
), stored as (
  -- Built only from valid rates: the cast of an invalid one could fail.
  select jsonb_object_agg(kind, case when valid then jsonb_build_object(
    'firstDepositPercent', (rate ->> 'firstDepositPercent')::int,
    'eachDepositPercent', (rate ->> 'eachDepositPercent')::int,
    'rolloverPercent', (rate ->> 'rolloverPercent')::int) end) as rates
  from checked
  having bool_and(valid)
)
update member_levels set deposit_bonuses = coalesce((select rates from stored), '{
  "none": {"firstDepositPercent": 0, "eachDepositPercent": 0, "rolloverPercent": 100},
  "slot": {"firstDepositPercent": 10, "eachDepositPercent": 7, "rolloverPercent": 300},
  "casino": {"firstDepositPercent": 0, "eachDepositPercent": 0, "rolloverPercent": 100},
  "minigame": {"firstDepositPercent": 5, "eachDepositPercent": 5, "rolloverPercent": 300}
}'::jsonb);

alter table member_levels alter column deposit_bonuses set not null;
delete from settings where key = 'depositBonuses';
