-- The ledger's triggers run once per statement instead of once per entry. All entries are written
-- by one statement per batch of transactions (wallet.repository.ts `insertTransactions`), so:
-- a member's cached balance moves once per account and statement (a settlement batch paying one
-- member 500 times updated one row 500 times, each walking a longer chain of row versions), and
-- each transaction's entries must balance within the statement that writes them (checked at once
-- instead of one deferred query per entry at commit). Still in the writing statement: a balance
-- cannot drift, the non-negative check runs on the row it leaves, and an unbalanced statement fails.
drop trigger ledger_entries_apply on ledger_entries;
drop function ledger_apply_entry();
drop trigger ledger_entries_balanced on ledger_entries;
drop function ledger_check_balanced();

create function ledger_apply_entries() returns trigger language plpgsql as $$
begin
  update ledger_accounts account
  set balance = account.balance + posted.amount
  from (select account_id, sum(amount) as amount from posted_entries group by account_id) posted
  where account.id = posted.account_id and account.kind <> 'house';
  return null;
end;
$$;
create trigger ledger_entries_apply after insert on ledger_entries
  referencing new table as posted_entries
  for each statement execute function ledger_apply_entries();

create function ledger_check_balanced() returns trigger language plpgsql as $$
declare
  unbalanced record;
begin
  select transaction_id, sum(amount) as total into unbalanced
  from posted_entries group by transaction_id having sum(amount) <> 0 limit 1;
  if found then
    raise exception 'ledger transaction % is unbalanced by %', unbalanced.transaction_id, unbalanced.total
      using errcode = 'check_violation';
  end if;
  return null;
end;
$$;
create trigger ledger_entries_balanced after insert on ledger_entries
  referencing new table as posted_entries
  for each statement execute function ledger_check_balanced();
