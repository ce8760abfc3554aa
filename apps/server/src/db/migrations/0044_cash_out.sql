-- Cash out (issue #18): a member closes an open sports slip for the offer the server computes from
-- the current prices, paid at once through the ledger; the feed never settles the slip again.

alter table bet_slips drop constraint bet_slips_status_check;
alter table bet_slips add constraint bet_slips_status_check
  check (status in ('PENDING', 'WON', 'LOST', 'REFUNDED', 'CANCELLED', 'CASHED_OUT'));

-- One cash-out posting per slip, whatever runs it.
create unique index ledger_transactions_cashout_once on ledger_transactions (reference_id) where kind = 'sports_cashout';

-- Where the operator has switched cash out off: a whole sport, a league or one fixture.
create table cash_out_blocks (
  scope text not null check (scope in ('sport', 'league', 'fixture')),
  target_id bigint not null,
  reason text not null,
  actor_user_id bigint not null references users (id),
  created_at timestamptz not null,
  primary key (scope, target_id)
);

-- A cashed-out slip's money counts in the week it was decided, as a settled one's does: its
-- cash-out payment is part of the member's net loss. Its stake is not settled turnover (no
-- rolling commission on a bet bought back). Optionally for some members only (an agent's
-- report reads its subtree's, not the whole site's).
drop function member_game_figures(timestamptz, timestamptz);
create function member_game_figures(period_from timestamptz, period_to timestamptz, members bigint[] default null)
returns table (user_id bigint, sports_turnover bigint, casino_turnover bigint, net_loss bigint)
language sql stable as $$
  with slips as (
    select s.id, s.user_id, s.stake, s.status from bet_slips s
     where s.decided_at >= period_from and s.decided_at < period_to
       and (members is null or s.user_id = any(members))
  ), rounds as (
    select r.id, r.user_id from casino_rounds r
     where r.status = 'closed' and r.closed_at >= period_from and r.closed_at < period_to
       and (members is null or r.user_id = any(members))
  ), figures as (
    select s.user_id, 0::bigint as sports, 0::bigint as casino, e.amount
      from slips s
      join ledger_transactions t on t.reference_type = 'bet_slip' and t.reference_id = s.id
        and t.kind in ('sports_bet', 'sports_payout', 'sports_refund', 'sports_cancel', 'sports_resettle', 'sports_cashout')
      join ledger_entries e on e.transaction_id = t.id
      join ledger_accounts a on a.id = e.account_id and a.owner_user_id = s.user_id and a.kind in ('cash', 'casino')
    union all
    select r.user_id, 0, 0, e.amount
      from rounds r
      join casino_transactions c on c.round_id = r.id and c.ledger_transaction_id is not null
      join ledger_entries e on e.transaction_id = c.ledger_transaction_id
      join ledger_accounts a on a.id = e.account_id and a.owner_user_id = r.user_id and a.kind in ('cash', 'casino')
    union all
    select s.user_id, s.stake, 0, 0 from slips s where s.status in ('WON', 'LOST')
    union all
    select r.user_id, 0, b.amount, 0
      from rounds r
      join casino_transactions b on b.round_id = r.id and b.kind = 'bet'
     where not exists (select 1 from casino_transactions x where x.integration_id = b.integration_id
       and x.kind = 'rollback' and x.reference_external_id = b.external_id)
  )
  select user_id, sum(sports)::bigint, sum(casino)::bigint, (-sum(amount))::bigint
    from figures group by user_id
$$;
