-- The double-entry ledger. Every won that moves is a transaction of entries summing to zero;
-- the database itself refuses an unbalanced transaction, a negative member balance and any
-- change to a written entry.
create table ledger_accounts (
  id bigint generated always as identity primary key,
  code text not null unique,
  owner_user_id bigint references users (id),
  kind text not null check (kind in ('cash', 'casino', 'points', 'house')),
  balance bigint not null default 0,
  allow_negative boolean not null default false,
  created_at timestamptz not null default now(),
  constraint ledger_accounts_balance_non_negative check (allow_negative or balance >= 0),
  constraint ledger_accounts_owner_kind unique (owner_user_id, kind)
);

create table ledger_transactions (
  id bigint generated always as identity primary key,
  kind text not null,
  reference_type text,
  reference_id bigint,
  memo text,
  created_at timestamptz not null default now()
);

create table ledger_entries (
  id bigint generated always as identity primary key,
  transaction_id bigint not null references ledger_transactions (id),
  account_id bigint not null references ledger_accounts (id),
  amount bigint not null check (amount <> 0),
  created_at timestamptz not null default now()
);
create index ledger_entries_transaction on ledger_entries (transaction_id);
create index ledger_entries_account on ledger_entries (account_id, id);

-- A member's cached balance follows every entry in the same statement, so it cannot drift.
-- House accounts keep no cached balance (theirs is the sum of their entries): every bet and
-- deposit touches one, and a cached row would make them all queue for the same lock.
create function ledger_apply_entry() returns trigger language plpgsql as $$
begin
  update ledger_accounts set balance = balance + new.amount where id = new.account_id and kind <> 'house';
  return new;
end;
$$;
create trigger ledger_entries_apply after insert on ledger_entries
  for each row execute function ledger_apply_entry();

-- Checked at commit, once all entries of the transaction are in.
create function ledger_check_balanced() returns trigger language plpgsql as $$
declare
  total bigint;
begin
  select coalesce(sum(amount), 0) into total from ledger_entries where transaction_id = new.transaction_id;
  if total <> 0 then
    raise exception 'ledger transaction % is unbalanced by %', new.transaction_id, total
      using errcode = 'check_violation';
  end if;
  return null;
end;
$$;
create constraint trigger ledger_entries_balanced after insert on ledger_entries
  deferrable initially deferred
  for each row execute function ledger_check_balanced();

create function ledger_refuse_change() returns trigger language plpgsql as $$
begin
  raise exception 'ledger entries are append-only; post a reversing transaction instead'
    using errcode = 'restrict_violation';
end;
$$;
create trigger ledger_entries_append_only before update or delete on ledger_entries
  for each row execute function ledger_refuse_change();
