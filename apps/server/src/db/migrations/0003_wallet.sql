-- Deposits, withdrawals and the idempotency record of every money-moving call.

-- The first answer to each (member, key); a replay gets it back instead of moving money again.
create table idempotency_keys (
  user_id bigint not null references users (id),
  key text not null,
  operation text not null,
  request_hash text not null,
  response json, -- json, not jsonb: a replay answers byte for byte, keys in their first order
  created_at timestamptz not null default now(),
  primary key (user_id, key)
);
create index idempotency_keys_created on idempotency_keys (created_at);

create table deposits (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  amount bigint not null check (amount > 0 and amount % 10000 = 0),
  bonus_kind text not null check (bonus_kind in ('none', 'slot', 'casino', 'minigame')),
  bonus_amount bigint not null default 0 check (bonus_amount >= 0),
  rollover_percent integer not null check (rollover_percent >= 0),
  depositor_name text not null,
  status text not null default 'pending' check (status in ('pending', 'completed', 'rejected')),
  reason text,
  created_at timestamptz not null default now(),
  processed_at timestamptz,
  processed_by bigint references users (id),
  ledger_transaction_id bigint references ledger_transactions (id),
  check ((status = 'pending') = (processed_at is null))
);
create index deposits_user on deposits (user_id, created_at desc);
-- One application waits at a time per member: a second is refused, not queued behind the first.
create unique index deposits_one_pending on deposits (user_id) where status = 'pending';
create index deposits_status on deposits (status, created_at);

create table withdrawals (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  amount bigint not null check (amount >= 10000 and amount % 10000 = 0),
  bank text not null,
  account_number text not null,
  account_holder text not null,
  status text not null default 'pending' check (status in ('pending', 'completed', 'rejected')),
  reason text,
  created_at timestamptz not null default now(),
  processed_at timestamptz,
  processed_by bigint references users (id),
  hold_transaction_id bigint references ledger_transactions (id),
  release_transaction_id bigint references ledger_transactions (id),
  check ((status = 'pending') = (processed_at is null))
);
create index withdrawals_user on withdrawals (user_id, created_at desc);
create index withdrawals_status on withdrawals (status, created_at);

create index ledger_transactions_kind on ledger_transactions (kind, created_at);
create index ledger_transactions_reference on ledger_transactions (reference_type, reference_id);

-- The operator's side of every movement. Their balance is the sum of their entries.
insert into ledger_accounts (code, kind, allow_negative) values
  ('house:promotions', 'house', true),
  ('house:adjustments', 'house', true),
  ('house:deposits', 'house', true),
  ('house:bonuses', 'house', true),
  ('house:withdrawal-holds', 'house', true),
  ('house:withdrawals-paid', 'house', true)
on conflict (code) do nothing;
