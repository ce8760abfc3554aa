-- Wagering requirements (rollover) as obligations (docs/decisions.md, "Rollover"): each approved
-- deposit with a requirement opens its own obligation of rollover% x (deposit + bonus). Stakes
-- that were at risk and settled fill the oldest open obligation first; a withdrawal waits until
-- every obligation is closed.
create table wagering_obligations (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  deposit_id bigint not null unique references deposits (id),
  -- The deposit's ledger transaction: only stakes placed after it count toward this obligation.
  opened_transaction_id bigint not null references ledger_transactions (id),
  required bigint not null check (required > 0),
  wagered bigint not null default 0 check (wagered >= 0 and wagered <= required),
  opened_at timestamptz not null,
  closed_at timestamptz,
  check ((wagered = required) = (closed_at is not null))
);
create index wagering_obligations_open on wagering_obligations (user_id, id) where closed_at is null;
create index wagering_obligations_user on wagering_obligations (user_id, id desc);

-- Every stake that was counted, keyed by where it came from (a bet slip, a casino bet): the key
-- is unique, so a slip settled again after a corrected result cannot count twice.
create table wagering_stakes (
  source_type text not null check (source_type in ('bet_slip', 'casino_bet')),
  source_id bigint not null,
  user_id bigint not null references users (id),
  amount bigint not null check (amount > 0),
  counted_at timestamptz not null,
  primary key (source_type, source_id)
);

-- Installations from before this rule: the one requirement the old rule enforced (the member's
-- latest approved deposit, less the stakes posted after it) carries over as an obligation.
insert into wagering_obligations (user_id, deposit_id, opened_transaction_id, required, wagered, opened_at, closed_at)
select latest.user_id, latest.id, latest.ledger_transaction_id, latest.required,
       least(latest.required, latest.wagered),
       latest.processed_at,
       case when latest.wagered >= latest.required then latest.processed_at end
  from (
    select d.user_id, d.id, d.ledger_transaction_id, d.processed_at,
           ceil((d.amount + d.bonus_amount) * d.rollover_percent / 100.0)::bigint as required,
           coalesce((select -sum(e.amount)
                       from ledger_entries e
                       join ledger_transactions t on t.id = e.transaction_id
                       join ledger_accounts a on a.id = e.account_id
                      where a.owner_user_id = d.user_id and a.kind in ('cash', 'casino')
                        and t.kind in ('sports_bet', 'casino_bet') and t.id > d.ledger_transaction_id), 0)::bigint as wagered
      from deposits d
     where d.status = 'completed' and d.ledger_transaction_id is not null
       and d.ledger_transaction_id = (select max(l.ledger_transaction_id) from deposits l where l.user_id = d.user_id and l.status = 'completed')
  ) as latest
 where latest.required > 0;
