-- An entry's transaction and account were checked by two foreign keys, row by row: a settlement
-- batch of 1,000 entries ran 2,000 lookups, a third of its posting's time. They are checked now
-- once per statement, in the query that already checks each transaction balances, and the rows
-- they refer to are made permanent, which is what the keys' locks protected against: no ledger
-- account or transaction is ever deleted, truncated or given another id.
alter table ledger_entries
  drop constraint ledger_entries_transaction_id_fkey,
  drop constraint ledger_entries_account_id_fkey;

drop trigger ledger_entries_balanced on ledger_entries;
drop function ledger_check_balanced();

create function ledger_check_entries() returns trigger language plpgsql as $$
declare
  wrong record;
begin
  select posted.transaction_id, posted.total, posted.unknown_accounts, t.id is null as unknown_transaction
  into wrong
  from (
    select e.transaction_id, sum(e.amount) as total, count(*) filter (where a.id is null) as unknown_accounts
    from posted_entries e left join ledger_accounts a on a.id = e.account_id
    group by e.transaction_id
  ) posted
  left join ledger_transactions t on t.id = posted.transaction_id
  where posted.total <> 0 or posted.unknown_accounts > 0 or t.id is null
  limit 1;
  if not found then
    return null;
  end if;
  if wrong.unknown_transaction or wrong.unknown_accounts > 0 then
    raise exception 'ledger transaction % has entries on a transaction or account that does not exist', wrong.transaction_id
      using errcode = 'foreign_key_violation';
  end if;
  raise exception 'ledger transaction % is unbalanced by %', wrong.transaction_id, wrong.total
    using errcode = 'check_violation';
end;
$$;
create trigger ledger_entries_checked after insert on ledger_entries
  referencing new table as posted_entries
  for each statement execute function ledger_check_entries();

create function ledger_refuse_removal() returns trigger language plpgsql as $$
begin
  raise exception 'ledger accounts and transactions are permanent: entries refer to them'
    using errcode = 'restrict_violation';
end;
$$;
create trigger ledger_accounts_permanent before delete or truncate on ledger_accounts
  for each statement execute function ledger_refuse_removal();
create trigger ledger_transactions_permanent before delete or truncate on ledger_transactions
  for each statement execute function ledger_refuse_removal();
create trigger ledger_accounts_id_permanent before update of id on ledger_accounts
  for each row when (old.id is distinct from new.id) execute function ledger_refuse_removal();
create trigger ledger_transactions_id_permanent before update of id on ledger_transactions
  for each row when (old.id is distinct from new.id) execute function ledger_refuse_removal();
