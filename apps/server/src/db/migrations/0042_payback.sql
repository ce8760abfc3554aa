-- Weekly payback (페이백, issue #18): a level's rate on a member's net loss of the Korean week,
-- credited as points once per member and week.

-- The rate per level, in basis points of the net loss (0: none).
alter table member_levels add column payback_bp integer not null default 0
  check (payback_bp between 0 and 10000);

-- When a slip first left PENDING (settled, refunded or cancelled). Unlike settled_at, a corrected
-- result never moves it, so a bet counts in one week only.
alter table bet_slips add column decided_at timestamptz;
update bet_slips set decided_at = coalesce(cancelled_at, settled_at) where status <> 'PENDING';
create index bet_slips_decided on bet_slips (decided_at) where decided_at is not null;

create function bet_slips_decided_at() returns trigger language plpgsql as $$
begin
  new.decided_at := coalesce(new.cancelled_at, new.settled_at);
  return new;
end;
$$;
create trigger bet_slips_decided_at before update of status on bet_slips
  for each row when (old.status = 'PENDING' and new.status <> 'PENDING' and old.decided_at is null)
  execute function bet_slips_decided_at();

-- Each week's run: frozen once every member's payback is written, completed once all are credited.
create table payback_weeks (
  week_start date primary key,
  frozen_at timestamptz,
  completed_at timestamptz,
  members integer not null default 0,
  total bigint not null default 0
);

create table paybacks (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  week_start date not null references payback_weeks (week_start),
  level_id smallint not null references member_levels (id),
  rate_bp integer not null check (rate_bp > 0),
  net_loss bigint not null check (net_loss > 0),
  amount bigint not null check (amount > 0),
  ledger_transaction_id bigint references ledger_transactions (id),
  credited_at timestamptz,
  created_at timestamptz not null,
  constraint paybacks_once unique (user_id, week_start),
  check ((ledger_transaction_id is null) = (credited_at is null))
);
create index paybacks_uncredited on paybacks (week_start, id) where ledger_transaction_id is null;
create index paybacks_user on paybacks (user_id, week_start desc);
-- One posting per payback row, whatever runs it.
create unique index ledger_transactions_payback_once on ledger_transactions (reference_id) where kind = 'payback';
