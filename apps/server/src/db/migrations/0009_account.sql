-- Account pages: attendance book, responsible play (deposit limits, cool-off and self-exclusion), referral rewards.

-- One check-in per member per Korean calendar day: the primary key makes a second one impossible,
-- even when two arrive at once.
create table attendance_checkins (
  id bigint generated always as identity unique,
  user_id bigint not null references users (id),
  day date not null,
  streak integer not null check (streak >= 1),
  points bigint not null check (points > 0),
  ledger_transaction_id bigint references ledger_transactions (id),
  created_at timestamptz not null,
  constraint attendance_checkins_once_a_day primary key (user_id, day)
);

-- A member's deposit limit per period. `amount` is in force now; a raise or removal waits in
-- `pending_*` until `pending_applies_at` (pending_amount null there means "no limit").
create table deposit_limits (
  user_id bigint not null references users (id),
  period text not null check (period in ('day', 'week', 'month')),
  amount bigint check (amount > 0),
  pending_amount bigint check (pending_amount > 0),
  pending_applies_at timestamptz,
  updated_at timestamptz not null,
  primary key (user_id, period),
  check (pending_amount is null or pending_applies_at is not null)
);

-- Cool-off and self-exclusion periods; rows are never shortened or deleted.
create table play_restrictions (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  kind text not null check (kind in ('cool_off', 'self_exclusion')),
  option text not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  check (ends_at > starts_at)
);
create index play_restrictions_user on play_restrictions (user_id, ends_at desc);

-- A referrer is rewarded once per referred member (reference_id): a second reward cannot be written.
create unique index ledger_transactions_referral_reward_once on ledger_transactions (reference_id)
  where kind = 'referral_reward';

create index users_referred_by on users (referred_by) where referred_by is not null;
