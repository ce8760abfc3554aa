-- The ledger posting of 0023 and the session check of 0028 in PL/pgSQL, bodies unchanged.
-- PostgreSQL (before 18) plans a SQL function's body on every call and keeps no plan unless it can
-- inline it, which it never does for a body that writes or holds a subquery; so every money call
-- paid ~0.2 ms planning its posting. PL/pgSQL keeps each statement's plan for the session (one
-- posting of two entries 0.49-0.56 -> 0.31-0.35 ms, pgbench without commit waits).
create or replace function post_ledger_transactions(
  transaction_kinds text[],
  transaction_memos text[],
  transaction_reference_types text[],
  transaction_reference_ids bigint[],
  entry_transactions int[], -- 1-based position of each entry's transaction in the arrays above
  entry_accounts bigint[],
  entry_amounts bigint[]
) returns bigint[] language plpgsql as $$
declare
  ids bigint[];
begin
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
  select array_agg(id order by position) into ids from posting;
  return ids;
end;
$$;

create or replace function member_session_live(member_session bigint, member bigint) returns boolean
language plpgsql stable as $$
begin
  return exists (
    select 1 from sessions s join users u on u.id = s.user_id
    where s.id = member_session and s.user_id = member and s.revoked_at is null and u.status = 'active'
  );
end;
$$;
