-- place_bet_slip (0026) on the member's session (issue #14). A placement judged on the selections
-- the process keeps per catalogue version, not on a snapshot of its own, has this as its only
-- statement: it checks the session (member_session_live, 0028) before the key is claimed, refused
-- with 'session_ended' (SQLSTATE 'HPREF'), and place_bet_slip checks the rest of what the judgement
-- assumed (cart prices, selection states, cash, restriction). Every placement writes through it.
create function place_bet_slip_in_session(
  member_session bigint, member bigint, idempotency_key text, call_operation text, call_request_hash text,
  selection_ids bigint[], selection_states text[], selection_cart_prices int[],
  slip_stake bigint, slip_bet_type text, slip_odds_x100 bigint, slip_bonus_x100 int,
  slip_potential_payout bigint, slip_maximum_payout bigint, placed_at timestamptz, house_code text, answer jsonb,
  out outcome text, out response jsonb, out slip_id bigint, out transaction_id bigint, out balances jsonb
) language plpgsql as $$
begin
  if not member_session_live(member_session, member) then
    raise exception 'session_ended' using errcode = 'HPREF';
  end if;
  select p.outcome, p.response, p.slip_id, p.transaction_id, p.balances
  into outcome, response, slip_id, transaction_id, balances
  from place_bet_slip(member, idempotency_key, call_operation, call_request_hash, selection_ids,
    selection_states, selection_cart_prices, slip_stake, slip_bet_type, slip_odds_x100, slip_bonus_x100,
    slip_potential_payout, slip_maximum_payout, placed_at, house_code, answer) p;
end;
$$;
