-- The seamless-wallet money calls (bet, win, rollback) as one function in autocommit, like the
-- conversion of 0023 (issue #14): a provider's call is one round trip. Refusals raise SQLSTATE
-- 'HPREF' with the refusal's code as the message (and what its answer needs as the detail), which
-- rolls the whole call back, claim included; casino/wallet-requests.ts then stores the refusal.

-- Claims a provider's request id. Not claimed: that id was used before (a concurrent claim is
-- waited for by the insert); same_request says whether by this request, status_code and response
-- are its stored answer. With an answer, the claim stores it at once (a refusal).
create function claim_casino_request(
  integration bigint, request text, call_request_hash text, answer_status integer, answer json,
  out claimed boolean, out same_request boolean, out status_code integer, out response json
) language plpgsql as $$
begin
  insert into casino_requests (integration_id, request_id, request_hash, status_code, response)
  values (integration, request, call_request_hash, answer_status, answer)
  on conflict (integration_id, request_id) do nothing;
  if found then
    claimed := true;
    same_request := true;
    return;
  end if;
  claimed := false;
  select r.request_hash = call_request_hash, r.status_code, r.response
  into same_request, status_code, response
  from casino_requests r where r.integration_id = integration and r.request_id = request;
end;
$$;

-- Counts stakes that were at risk and have now settled toward their members' wagering
-- obligations opened before each was placed: the oldest first, stake by stake in the order given.
-- A source counts once (wagering_stakes' key); a stake no open obligation predates is not recorded.
-- The caller holds the members' account locks (ordering this against withdrawals).
create function count_settled_stakes(
  members bigint[], source_types text[], source_ids bigint[], amounts bigint[],
  placed_transactions bigint[], counted_at timestamptz
) returns void language plpgsql as $$
declare
  stake record;
  obligation record;
  remaining bigint;
  fill bigint;
begin
  for stake in
    select * from unnest(members, source_types, source_ids, amounts, placed_transactions)
      with ordinality as s (user_id, source_type, source_id, amount, placed_transaction_id, position)
    where s.amount > 0
    order by s.position
  loop
    continue when not exists (
      select 1 from wagering_obligations o
      where o.user_id = stake.user_id and o.closed_at is null and o.opened_transaction_id < stake.placed_transaction_id
    );
    insert into wagering_stakes (source_type, source_id, user_id, amount, counted_at)
    values (stake.source_type, stake.source_id, stake.user_id, stake.amount, count_settled_stakes.counted_at)
    on conflict (source_type, source_id) do nothing;
    continue when not found;
    remaining := stake.amount;
    for obligation in
      select o.id, o.required, o.wagered from wagering_obligations o
      where o.user_id = stake.user_id and o.closed_at is null and o.opened_transaction_id < stake.placed_transaction_id
      order by o.id
    loop
      fill := least(remaining, obligation.required - obligation.wagered);
      update wagering_obligations o
      set wagered = o.wagered + fill,
          closed_at = case when o.wagered + fill >= o.required then count_settled_stakes.counted_at end
      where o.id = obligation.id;
      remaining := remaining - fill;
      exit when remaining = 0;
    end loop;
  end loop;
end;
$$;

-- Only casino_wallet_move posts for casino transactions, and it writes the link itself.
drop trigger ledger_transactions_link_casino on ledger_transactions;
drop function casino_link_ledger_transactions();

-- One bet, win or rollback (docs/casino-protocol.md), the whole call: claims the request id, finds
-- and locks the session's member, answers a repeated transaction id with its first result, checks
-- the round, records the transaction, posts it against the integration's house account, updates
-- the round and stores the answer. outcome: 'answered' (a new answer; balances and version are set
-- when money moved), 'replayed' (status_code and response are the request id's first answer) or
-- 'request_id_reused' (another request's id).
create function casino_wallet_move(

  call_kind text, integration bigint, house_account text, request text, call_request_hash text,
  session_token_hash text, call_at timestamptz, transaction_external_id text, call_data_hash text, game_slug text,
  round_external_id text, amount bigint, reference text, round_closed boolean,
  out outcome text, out status_code integer, out response json,
  out member bigint, out balances json, out version bigint
) language plpgsql as $$
declare
  claim record;
  account record;
  casino_account bigint;
  held jsonb := '{}';
  prior casino_transactions;
  bet casino_transactions;
  rolled_back boolean;
  game casino_games;
  round casino_rounds;
  restriction play_restrictions;
  moved bigint;
  balance_after bigint;
  recorded bigint;
  closing_status text;
begin
  select * into claim from claim_casino_request(integration, request, call_request_hash, null, null);
  if not claim.claimed then
    outcome := case when claim.same_request then 'replayed' else 'request_id_reused' end;
    status_code := coalesce(claim.status_code, 500);
    response := claim.response;
    return;
  end if;
  outcome := 'answered';

  -- The session's member, with their accounts locked in id order: one member's calls run one at
  -- a time. A bet needs the session unexpired and the member active; a win or rollback settles
  -- what the session started, even after it ended.
  for account in
    select a.id, a.kind, a.balance, a.owner_user_id from ledger_accounts a
    where a.owner_user_id = (
      select s.user_id from casino_sessions s
      where s.integration_id = integration and s.token_hash = session_token_hash
        and (call_kind <> 'bet' or (s.expires_at > call_at and exists (
          select 1 from users u where u.id = s.user_id and u.status = 'active')))
    )
    order by a.id for update
  loop
    member := account.owner_user_id;
    held := held || jsonb_build_object(account.kind, account.balance);
    if account.kind = 'casino' then casino_account := account.id; end if;
  end loop;
  if member is null then
    raise exception 'session_expired' using errcode = 'HPREF';
  end if;

  -- A transaction id already processed: the same data gets its first result, other data a conflict.
  select * into prior from casino_transactions t
  where t.integration_id = integration and t.external_id = transaction_external_id;
  if found then
    if prior.kind <> call_kind or prior.user_id <> member or prior.data_hash <> call_data_hash then
      raise exception 'transaction_conflict' using errcode = 'HPREF';
    end if;
    balance_after := prior.balance_after;
    recorded := prior.id;
  else
    -- The bet a win or rollback names (a bet was just looked for), and whether a rollback of it came.
    if reference is not null then
      select * into bet from casino_transactions t
      where t.integration_id = integration and t.external_id = reference;
    end if;
    rolled_back := exists (
      select 1 from casino_transactions t
      where t.integration_id = integration and t.kind = 'rollback'
        and t.reference_external_id = coalesce(reference, transaction_external_id)
    );

    if call_kind = 'bet' then
      select * into restriction from play_restrictions r
      where r.user_id = member and r.starts_at <= call_at and r.ends_at > call_at
      order by r.ends_at desc limit 1;
      if found then
        raise exception 'play_restricted' using errcode = 'HPREF',
          detail = json_build_object('kind', restriction.kind, 'ends_at', restriction.ends_at)::text;
      end if;
      -- Its rollback came first: the bet must never take money.
      if rolled_back then raise exception 'bet_rolled_back' using errcode = 'HPREF'; end if;
      select * into game from casino_games g where g.integration_id = integration and g.slug = game_slug;
      if not found or not game.enabled or not game.listed then
        raise exception 'game_not_found' using errcode = 'HPREF';
      end if;
    elsif call_kind = 'win' then
      select * into round from casino_rounds r
      where r.integration_id = integration and r.external_id = round_external_id for update;
      if bet.id is null or bet.kind <> 'bet' or bet.user_id <> member or round.id is null or round.id <> bet.round_id then
        raise exception 'bet_not_found' using errcode = 'HPREF';
      end if;
      select * into game from casino_games g where g.integration_id = integration and g.slug = game_slug;
      if game.id is null or game.id <> round.game_id then
        raise exception 'game_not_found' using errcode = 'HPREF';
      end if;
      if round.status <> 'open' then raise exception 'round_closed' using errcode = 'HPREF'; end if;
      if rolled_back then raise exception 'bet_rolled_back' using errcode = 'HPREF'; end if;
    else
      -- A rollback refunds its bet once; a bet not seen yet is recorded as rolled back (amount 0),
      -- so that bet, arriving late, is refused. A round that paid a win cannot be rolled back.
      if rolled_back then raise exception 'bet_rolled_back' using errcode = 'HPREF'; end if;
      if bet.id is not null and (bet.kind <> 'bet' or bet.user_id <> member) then
        raise exception 'bet_not_found' using errcode = 'HPREF';
      end if;
      if bet.id is not null then
        select * into round from casino_rounds r
        where r.integration_id = integration and r.external_id = round_external_id for update;
        if round.id is null or round.id <> bet.round_id then
          raise exception 'bet_not_found' using errcode = 'HPREF';
        end if;
        if exists (select 1 from casino_transactions t where t.round_id = round.id and t.kind = 'win') then
          raise exception 'round_closed' using errcode = 'HPREF';
        end if;
      else
        select * into game from casino_games g where g.integration_id = integration and g.slug = game_slug;
        if not found then raise exception 'game_not_found' using errcode = 'HPREF'; end if;
      end if;
    end if;

    -- A bet, or a rollback of a bet not seen, names its round: a new id opens it for this member
    -- and game (tried first: most bets start their round), a known one must be theirs.
    if round.id is null then
      insert into casino_rounds (integration_id, external_id, user_id, game_id, opened_at)
      values (integration, round_external_id, member, game.id, call_at)
      on conflict (integration_id, external_id) do nothing
      returning * into round;
      if round.id is null then
        select * into round from casino_rounds r
        where r.integration_id = integration and r.external_id = round_external_id for update;
        if round.id is null or round.user_id <> member or round.game_id <> game.id then
          raise exception 'round_conflict' using errcode = 'HPREF';
        end if;
      end if;
      if call_kind = 'bet' and round.status <> 'open' then
        raise exception 'round_closed' using errcode = 'HPREF';
      end if;
    end if;

    if call_kind = 'rollback' then
      amount := coalesce(bet.amount, 0);
    end if;
    moved := case when call_kind = 'bet' then -amount else amount end;
    balance_after := (held ->> 'casino')::bigint + moved;
    if balance_after < 0 then
      raise exception 'insufficient_funds' using errcode = 'HPREF', detail = (held ->> 'casino');
    end if;
    -- The transaction's id is drawn first, so its posting can name it and it can name its posting
    -- in the one row written (no link written back afterwards, as 0022's trigger did).
    recorded := nextval(pg_get_serial_sequence('casino_transactions', 'id'));
    if moved <> 0 then
      version := (post_ledger_transactions(
        array['casino_' || call_kind], array[null::text], array['casino_transaction'], array[recorded],
        array[1, 1],
        array[casino_account, (select h.id from ledger_accounts h where h.code = house_account)],
        array[moved, -moved]
      ))[1];
      held := held || jsonb_build_object('casino', balance_after);
      balances := json_build_object(
        'cash_balance', (held ->> 'cash')::bigint,
        'casino_balance', (held ->> 'casino')::bigint,
        'points_balance', (held ->> 'points')::bigint
      );
    end if;
    insert into casino_transactions (id, integration_id, external_id, kind, user_id, round_id, amount,
      reference_external_id, data_hash, balance_after, ledger_transaction_id, created_at) overriding system value
    values (recorded, integration, transaction_external_id, call_kind, member, round.id, amount,
      case when call_kind = 'bet' then null else reference end, call_data_hash, balance_after, version, call_at);

    if call_kind = 'rollback' and (round.status <> 'open' or round_closed) then
      -- A round ends rolled back when none of its bets stands, closed otherwise.
      closing_status := case when exists (
        select 1 from casino_transactions b
        where b.round_id = round.id and b.kind = 'bet' and not exists (
          select 1 from casino_transactions r
          where r.integration_id = b.integration_id and r.kind = 'rollback' and r.reference_external_id = b.external_id)
      ) then 'closed' else 'rolled_back' end;
    elsif call_kind <> 'rollback' and round_closed then
      closing_status := 'closed';
    end if;
    update casino_rounds r
    set bet_total = r.bet_total + case when call_kind = 'bet' then amount else 0 end,
        win_total = r.win_total + case when call_kind = 'bet' then 0 else amount end,
        status = coalesce(closing_status, r.status),
        closed_at = case when closing_status is null then r.closed_at else coalesce(r.closed_at, call_at) end
    where r.id = round.id;

    -- The win that closes the round settles its stakes: those still standing count toward wagering
    -- (most members owe none, and then there is nothing to gather).
    if call_kind = 'win' and round_closed and exists (
      select 1 from wagering_obligations o where o.user_id = member and o.closed_at is null
    ) then
      perform count_settled_stakes(
        array_agg(member order by b.id), array_agg('casino_bet'::text order by b.id), array_agg(b.id order by b.id),
        array_agg(b.amount order by b.id), array_agg(b.ledger_transaction_id order by b.id), call_at)
      from casino_transactions b
      where b.round_id = round.id and b.kind = 'bet' and b.ledger_transaction_id is not null
        and not exists (
          select 1 from casino_transactions r
          where r.integration_id = b.integration_id and r.kind = 'rollback' and r.reference_external_id = b.external_id);
    end if;
  end if;

  status_code := 200;
  response := json_build_object(
    'request_id', request, 'balance', balance_after, 'currency', 'KRW', 'operator_transaction_id', recorded::text
  );
  update casino_requests r set status_code = 200, response = casino_wallet_move.response
  where r.integration_id = integration and r.request_id = request;
end;
$$;
