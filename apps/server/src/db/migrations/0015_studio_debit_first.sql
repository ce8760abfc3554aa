-- A studio round is drawn only after the operator has taken its stake (docs/studio.md, "Rounds
-- and money"): the round is recorded `pending` with no outcome, the wallet `bet` is sent, and only
-- an accepted bet claims a nonce and stores the outcome and payout (`debited`), which the `win`
-- then closes (`settled`). A round refused or rolled back was never drawn.
alter table studio_rounds
  alter column seed_pair_id drop not null,
  alter column nonce drop not null,
  alter column outcome drop not null,
  alter column payout drop not null;

-- Rounds recorded before this rule drew their outcome before the debit. Those whose stake was
-- never taken (refused, rolled back, or still pending and about to be rolled back by recovery)
-- lose the outcome they should never have had; their nonces stay spent.
update studio_rounds
set seed_pair_id = null, nonce = null, outcome = null, payout = null
where status in ('pending', 'refused', 'rolled_back');

-- The rule itself: the draw (seed pair, nonce, outcome, payout, all together) exists exactly
-- when the stake was debited.
alter table studio_rounds add constraint studio_rounds_drawn_after_debit check (
  (status in ('debited', 'settled')) = (seed_pair_id is not null and nonce is not null and outcome is not null and payout is not null)
  and (seed_pair_id is null) = (nonce is null)
  and (nonce is null) = (outcome is null)
  and (outcome is null) = (payout is null)
);
