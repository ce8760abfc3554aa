-- A casino transaction names the ledger transaction posted for it (reconciliation, wagering).
-- The posting refers to the casino transaction (reference_type 'casino_transaction'), so the
-- link is written back here, in the statement that posts, instead of by one more round trip
-- after it on every seamless-wallet call.
create function casino_link_ledger_transactions() returns trigger language plpgsql as $$
begin
  update casino_transactions casino
  set ledger_transaction_id = posted.id
  from posted_transactions posted
  where posted.reference_type = 'casino_transaction' and casino.id = posted.reference_id;
  return null;
end;
$$;
create trigger ledger_transactions_link_casino after insert on ledger_transactions
  referencing new table as posted_transactions
  for each statement execute function casino_link_ledger_transactions();
