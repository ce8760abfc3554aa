-- Blackjack is played in steps (docs/studio.md, "Rounds in steps"): after its first stake is
-- taken and the deal drawn, a round stays `open` while the player decides; each decision that
-- stakes more (double, split, insurance) is debited before the card it shows is dealt, and the
-- round becomes `debited` once the dealer has played, then `settled` by its win as before.
alter table studio_rounds drop constraint studio_rounds_status_check;
alter table studio_rounds add constraint studio_rounds_status_check
  check (status in ('pending', 'open', 'debited', 'settled', 'refused', 'rolled_back'));

alter table studio_rounds drop constraint studio_rounds_drawn_after_debit;
alter table studio_rounds add constraint studio_rounds_drawn_after_debit check (
  (status in ('open', 'debited', 'settled')) = (seed_pair_id is not null and nonce is not null and outcome is not null and payout is not null)
  and (seed_pair_id is null) = (nonce is null)
  and (nonce is null) = (outcome is null)
  and (outcome is null) = (payout is null)
);

-- The client seed a round was drawn with. It was read from the seed pair, whose client seed the
-- player may change: an earlier round then showed the new one and no longer verified, and an
-- open round would have replayed with other cards. Rounds already drawn keep their pair's seed.
alter table studio_rounds add column client_seed text;
update studio_rounds r set client_seed = p.client_seed from studio_seed_pairs p where p.id = r.seed_pair_id;
alter table studio_rounds add constraint studio_rounds_client_seed_drawn check ((client_seed is null) = (nonce is null));

-- A decision whose extra stake is on its way to the operator (its debit's answer not yet
-- stored), and when the player last acted: recovery finishes a round left idle.
alter table studio_rounds add column pending_action text;
alter table studio_rounds add column acted_at timestamptz;

drop index studio_rounds_unfinished;
create index studio_rounds_unfinished on studio_rounds (created_at, id) where status in ('pending', 'open', 'debited');
