-- A sports placement's writes as one function (issue #14): the rules are judged in TypeScript (the
-- rules package, shared with the bet slip) on a snapshot read without locks; this function then
-- claims the key, takes the locks in the order every other writer takes them (member, cart,
-- bets), checks that what the judgement read has not moved and the cash still covers the stake,
-- and writes the slip, its selections, the posting and the stored answer.

-- What a placement's judgement read of one selection: its price, the states of the bet, its
-- market and its fixture, the kick-off and the score. The snapshot and the check both use it.
create function placement_bet_state(b bets, m markets, f fixtures) returns text language sql stable as $$
  select concat_ws('|', b.price_x100, b.status, m.status, f.status, extract(epoch from f.start_date),
    coalesce(f.score_home::text, '-'), coalesce(f.score_away::text, '-'))
$$;

-- Refusals raise SQLSTATE 'HPREF' with their code: play_restricted (detail: the restriction as
-- json), moved (a selection's state or the cart's price differs from the judged one: judge again),
-- insufficient_funds. outcome: 'placed', 'replayed' (response is the earlier answer) or
-- 'key_reused'. answer holds what the judgement decided (bet type, odds, bonus, payout); the
-- response adds the slip's id and the cash left.
create function place_bet_slip(
  member bigint, idempotency_key text, call_operation text, call_request_hash text,
  selection_ids bigint[], selection_states text[], selection_cart_prices int[],
  slip_stake bigint, slip_bet_type text, slip_odds_x100 bigint, slip_bonus_x100 int,
  slip_potential_payout bigint, slip_maximum_payout bigint, placed_at timestamptz, house_code text, answer jsonb,
  out outcome text, out response jsonb, out slip_id bigint, out transaction_id bigint, out balances jsonb
) language plpgsql as $$
declare
  claim record;
  account record;
  cash_account bigint;
  restriction record;
  matched int;
  held jsonb := '{}';
begin
  if idempotency_key is not null then
    select * into claim from claim_idempotency_key(member, idempotency_key, call_operation, call_request_hash);
    if not claim.claimed then
      outcome := case when claim.same_request then 'replayed' else 'key_reused' end;
      response := claim.response::jsonb;
      return;
    end if;
  end if;

  for account in
    select id, kind, balance from ledger_accounts where owner_user_id = member order by id for update
  loop
    held := held || jsonb_build_object(account.kind, account.balance);
    if account.kind = 'cash' then cash_account := account.id; end if;
  end loop;
  if cash_account is null then
    raise exception 'member % has no cash account', member;
  end if;

  select r.kind, r.ends_at into restriction from play_restrictions r
  where r.user_id = member and r.starts_at <= placed_at and r.ends_at > placed_at
  order by r.ends_at desc limit 1;
  if found then
    raise exception 'play_restricted' using errcode = 'HPREF',
      detail = json_build_object('kind', restriction.kind, 'ends_at', restriction.ends_at)::text;
  end if;

  perform 1 from cart_items c where c.user_id = member for update;
  select count(*) into matched
  from unnest(selection_ids, selection_cart_prices) as s (bet_id, price_x100)
  join cart_items c on c.user_id = member and c.bet_id = s.bet_id and c.added_price_x100 = s.price_x100;
  if matched <> cardinality(selection_ids) then
    raise exception 'moved' using errcode = 'HPREF';
  end if;

  select count(*) into matched
  from (
    select b.id, placement_bet_state(b, m, f) as state
    from bets b join markets m on m.id = b.market_id join fixtures f on f.id = m.fixture_id
    where b.id = any (selection_ids)
    order by b.id
    for share of b
  ) locked
  join unnest(selection_ids, selection_states) as s (bet_id, state) on s.bet_id = locked.id and s.state = locked.state;
  if matched <> cardinality(selection_ids) then
    raise exception 'moved' using errcode = 'HPREF';
  end if;

  if (held ->> 'cash')::bigint < slip_stake then
    raise exception 'insufficient_funds' using errcode = 'HPREF';
  end if;

  insert into bet_slips (user_id, created_at, bet_type, stake, total_odds_x100, bonus_multiplier_x100,
    potential_payout, maximum_payout)
  values (member, placed_at, slip_bet_type, slip_stake, slip_odds_x100, slip_bonus_x100,
    slip_potential_payout, slip_maximum_payout)
  returning id into slip_id;
  insert into bet_slip_selections (slip_id, bet_id, market_id, fixture_id, price_x100)
  select place_bet_slip.slip_id, b.id, b.market_id, m.fixture_id, b.price_x100
  from unnest(selection_ids) with ordinality as s (bet_id, position)
  join bets b on b.id = s.bet_id join markets m on m.id = b.market_id
  order by s.position;

  transaction_id := (post_ledger_transactions(
    array['sports_bet'], array[null::text], array['bet_slip'], array[slip_id],
    array[1, 1], array[cash_account, (select a.id from ledger_accounts a where a.code = house_code)],
    array[-slip_stake, slip_stake]
  ))[1];
  held := held || jsonb_build_object('cash', (held ->> 'cash')::bigint - slip_stake);
  -- The member's balances after the posting, as the balance push carries them.
  balances := jsonb_build_object(
    'cash_balance', (held ->> 'cash')::bigint,
    'casino_balance', (held ->> 'casino')::bigint,
    'points_balance', (held ->> 'points')::bigint
  );
  response := jsonb_build_object('id', slip_id) || answer || jsonb_build_object('new_balance', (held ->> 'cash')::bigint);
  if idempotency_key is not null then
    update idempotency_keys k set response = place_bet_slip.response::json
    where k.user_id = member and k.key = idempotency_key;
  end if;
  outcome := 'placed';
end;
$$;
