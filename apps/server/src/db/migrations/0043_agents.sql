-- Agents (총판 / 파트너, issue #18): a tree of head agents and sub-agents who bring members with
-- their referral code and earn a weekly commission on those members' play.

-- An agent is an account of its own role: it logs in like anyone, opens only the agent portal, and
-- holds ledger accounts for its commission. The operator writes no birth date or carrier for one.
alter table users drop constraint users_role_check;
alter table users add constraint users_role_check check (role in ('member', 'admin', 'agent'));
alter table users alter column birth_date drop not null;
alter table users alter column birth_suffix drop not null;
alter table users alter column telco drop not null;
alter table users add constraint users_member_identity
  check (role <> 'member' or (birth_date is not null and birth_suffix is not null and telco is not null));

-- Rates in basis points (100 = 1 %): rolling on settled turnover (sports and casino apart), losing
-- on net loss. A sub-agent's rates never exceed its parent's (the service checks under the
-- parent's lock), and each agent earns the difference between its rate and the rate of the
-- sub-agent a member came through (차등), so a member's whole commission is the head agent's rate.
create table agents (
  user_id bigint primary key references users (id),
  parent_id bigint references agents (user_id),
  sports_rolling_bp integer not null check (sports_rolling_bp between 0 and 10000),
  casino_rolling_bp integer not null check (casino_rolling_bp between 0 and 10000),
  losing_bp integer not null check (losing_bp between 0 and 10000),
  created_at timestamptz not null default now(),
  check (parent_id <> user_id)
);
create index agents_parent on agents (parent_id);

-- Every ancestor of every agent with its distance, itself at depth 0: a subtree is one indexed read.
create table agent_paths (
  ancestor bigint not null references agents (user_id),
  descendant bigint not null references agents (user_id),
  depth integer not null check (depth >= 0),
  primary key (ancestor, descendant)
);
create index agent_paths_descendant on agent_paths (descendant, depth);

-- The agent a member joined through, for good (the operator may move them, audited).
alter table users add column agent_id bigint references agents (user_id);
create index users_agent on users (agent_id) where agent_id is not null;

create table member_agent_changes (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  from_agent bigint references agents (user_id),
  to_agent bigint references agents (user_id),
  actor_user_id bigint not null references users (id),
  reason text not null,
  at timestamptz not null
);
create index member_agent_changes_user on member_agent_changes (user_id, id desc);

-- Each member's play over [period_from, period_to), from the ledger: settled turnover (stakes of
-- sports slips decided as won or lost, stakes not rolled back of casino rounds closed) and net
-- loss (what left their cash and casino money through those slips and rounds; negative: a win).
-- Commissions and payback read the same figures.
create function member_game_figures(period_from timestamptz, period_to timestamptz)
returns table (user_id bigint, sports_turnover bigint, casino_turnover bigint, net_loss bigint)
language sql stable as $$
  with slips as (
    select s.id, s.user_id, s.stake, s.status from bet_slips s
     where s.decided_at >= period_from and s.decided_at < period_to
  ), rounds as (
    select r.id, r.user_id from casino_rounds r
     where r.status = 'closed' and r.closed_at >= period_from and r.closed_at < period_to
  ), figures as (
    select s.user_id, 0::bigint as sports, 0::bigint as casino, e.amount
      from slips s
      join ledger_transactions t on t.reference_type = 'bet_slip' and t.reference_id = s.id
        and t.kind in ('sports_bet', 'sports_payout', 'sports_refund', 'sports_cancel', 'sports_resettle')
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

-- Each week's commission run, as payback's (0042): frozen once, completed once all is credited.
create table agent_commission_weeks (
  week_start date primary key,
  frozen_at timestamptz,
  completed_at timestamptz,
  agents integer not null default 0,
  total bigint not null default 0
);

-- One statement per agent and week: its subtree's figures, the rates in force when the week was
-- frozen, and the commission each part earned (the agent's rate less the rate of the sub-agent
-- each member came through). A net win pays no losing commission and carries nothing over.
create table agent_commissions (
  id bigint generated always as identity primary key,
  agent_id bigint not null references agents (user_id),
  week_start date not null references agent_commission_weeks (week_start),
  members integer not null check (members > 0),
  sports_turnover bigint not null,
  casino_turnover bigint not null,
  net_loss bigint not null,
  sports_rolling_bp integer not null,
  casino_rolling_bp integer not null,
  losing_bp integer not null,
  sports_commission bigint not null check (sports_commission >= 0),
  casino_commission bigint not null check (casino_commission >= 0),
  losing_commission bigint not null check (losing_commission >= 0),
  amount bigint not null check (amount = sports_commission + casino_commission + losing_commission),
  ledger_transaction_id bigint references ledger_transactions (id),
  credited_at timestamptz,
  created_at timestamptz not null,
  constraint agent_commissions_once unique (agent_id, week_start),
  -- Nothing to post for a zero commission: it is done when frozen.
  check (ledger_transaction_id is null or amount > 0),
  check (amount = 0 or (ledger_transaction_id is null) = (credited_at is null))
);
create index agent_commissions_uncredited on agent_commissions (week_start, id) where credited_at is null;
create index agent_commissions_agent on agent_commissions (agent_id, week_start desc);
create unique index ledger_transactions_agent_commission_once on ledger_transactions (reference_id)
  where kind = 'agent_commission';

insert into ledger_accounts (code, kind, allow_negative) values ('house:commissions', 'house', true);
