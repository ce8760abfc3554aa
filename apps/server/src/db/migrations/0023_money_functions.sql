-- Money calls as functions inside PostgreSQL, so a call that needs no other rule is one round trip
-- (issue #14: each statement costs Node a socket write and a wake-up, more than PostgreSQL's work).
-- The ledger posting and the idempotency claim are written once, here, and used both by the
-- TypeScript money calls (one statement each) and by the member's conversions (the whole call).

-- Ledger transactions and all their entries in one statement, however many (a settlement batch).
-- Each transaction's id is drawn first so its entries can name it; entries go in account-id order,
-- the order their balance rows are locked in. The triggers of 0021 refuse the statement if any
-- transaction's entries do not sum to zero. Answers the ids in the order given.
create function post_ledger_transactions(
  transaction_kinds text[],
  transaction_memos text[],
  transaction_reference_types text[],
  transaction_reference_ids bigint[],
  entry_transactions int[], -- 1-based position of each entry's transaction in the arrays above
  entry_accounts bigint[],
  entry_amounts bigint[]
) returns bigint[] language sql as $$
  with posting as materialized (
    select nextval(pg_get_serial_sequence('ledger_transactions', 'id')) as id, p.*
    from unnest(transaction_kinds, transaction_memos, transaction_reference_types, transaction_reference_ids)
      with ordinality as p (kind, memo, reference_type, reference_id, position)
  ),
  posted as (
    insert into ledger_transactions (id, kind, memo, reference_type, reference_id) overriding system value
    select id, kind, memo, reference_type, reference_id from posting order by position
    returning id
  ),
  entered as (
    insert into ledger_entries (transaction_id, account_id, amount)
    select posted.id, entry.account_id, entry.amount
    from unnest(entry_transactions, entry_accounts, entry_amounts) as entry (position, account_id, amount)
    join posting on posting.position = entry.position
    join posted on posted.id = posting.id
    order by entry.account_id
  )
  select array_agg(id order by position) from posting;
$$;

-- Claims a member's idempotency key for one call. Claimed: this call runs (in the caller's
-- transaction, so a refusal rolls the claim back). Not claimed: a call with this key committed (a
-- concurrent one is waited for by the insert); same_request says whether it was this operation with
-- this request, and response is its stored answer.
create function claim_idempotency_key(
  member bigint, idempotency_key text, call_operation text, call_request_hash text,
  out claimed boolean, out same_request boolean, out response json
) language plpgsql as $$
begin
  insert into idempotency_keys (user_id, key, operation, request_hash, response)
  values (member, idempotency_key, call_operation, call_request_hash, null)
  on conflict (user_id, key) do nothing;
  if found then
    claimed := true;
    same_request := true;
    return;
  end if;
  claimed := false;
  select k.operation = call_operation and k.request_hash = call_request_hash, k.response
  into same_request, response
  from idempotency_keys k where k.user_id = member and k.key = idempotency_key;
end;
$$;

-- A member's move between their own accounts (wallet/conversions.ts), the whole call: claims the
-- key, locks the member's accounts in id order, checks, posts and stores the answer. amount null
-- moves everything in from_kind. A refusal raises SQLSTATE 'HPREF' with the refusal's code as its
-- message, which rolls the claim back with the rest. outcome: 'moved' (transaction_id is the
-- posting), 'replayed' (response is the earlier answer) or 'key_reused' (another request's key).
create function convert_member_money(
  member bigint, from_kind text, to_kind text, requested bigint, posting_kind text,
  idempotency_key text, call_operation text, call_request_hash text,
  out outcome text, out response json, out transaction_id bigint
) language plpgsql as $$
declare
  claim record;
  account record;
  from_account bigint;
  to_account bigint;
  balances jsonb := '{}';
  moved bigint;
begin
  if idempotency_key is not null then
    select * into claim from claim_idempotency_key(member, idempotency_key, call_operation, call_request_hash);
    if not claim.claimed then
      outcome := case when claim.same_request then 'replayed' else 'key_reused' end;
      response := claim.response;
      return;
    end if;
  end if;

  for account in
    select id, kind, balance from ledger_accounts where owner_user_id = member order by id for update
  loop
    balances := balances || jsonb_build_object(account.kind, account.balance);
    if account.kind = from_kind then from_account := account.id; end if;
    if account.kind = to_kind then to_account := account.id; end if;
  end loop;
  if from_account is null or to_account is null then
    raise exception 'member % has no % or % account', member, from_kind, to_kind;
  end if;

  moved := coalesce(requested, (balances ->> from_kind)::bigint);
  if requested is null and moved <= 0 then
    raise exception 'nothing_to_convert' using errcode = 'HPREF';
  end if;
  if requested is not null and (balances ->> from_kind)::bigint < moved then
    raise exception 'insufficient_funds' using errcode = 'HPREF';
  end if;

  transaction_id := (post_ledger_transactions(
    array[posting_kind], array[null::text], array[null::text], array[null::bigint],
    array[1, 1], array[from_account, to_account], array[-moved, moved]
  ))[1];
  balances := balances
    || jsonb_build_object(from_kind, (balances ->> from_kind)::bigint - moved)
    || jsonb_build_object(to_kind, (balances ->> to_kind)::bigint + moved);
  -- The contract's balances, keys in its order (json keeps them; a replay answers the same bytes).
  response := json_build_object(
    'cash_balance', (balances ->> 'cash')::bigint,
    'casino_balance', (balances ->> 'casino')::bigint,
    'points_balance', (balances ->> 'points')::bigint
  );
  if idempotency_key is not null then
    update idempotency_keys k set response = convert_member_money.response
    where k.user_id = member and k.key = idempotency_key;
  end if;
  outcome := 'moved';
end;
$$;
