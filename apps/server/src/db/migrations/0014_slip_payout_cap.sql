-- A slip is paid on the terms it was accepted with: settlement caps a win at the payout limit in
-- force when the slip was placed (the betLimits setting's maximum_payout then), not today's.
-- The default is the spec's limit, for rows written without one (benches, test inserts).
alter table bet_slips add column maximum_payout bigint not null default 30000000 check (maximum_payout > 0);

-- Existing slips were accepted under the spec's limit, or under a higher one if an operator had
-- raised it since (the setting is the only record of that): never cap them below either. A slip
-- settled already keeps the cap too, as a corrected result settles it again.
with stored as (
  select floor((value ->> 'maximum_payout')::numeric)::bigint as maximum_payout
  from settings
  where key = 'betLimits' and jsonb_typeof(value -> 'maximum_payout') = 'number'
)
update bet_slips set maximum_payout = stored.maximum_payout
from stored
where bet_slips.maximum_payout < stored.maximum_payout;
