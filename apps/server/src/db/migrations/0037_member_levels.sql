-- Member levels (등급), issue #18. Every member holds one of ten levels; the operator names,
-- colours and orders them and sets each one's sportsbook limits, which replace the site-wide
-- betLimits setting: each level starts with the limits the site ran with (the stored setting when
-- its whole value was valid, as settings.service.ts reads it, else the spec's numbers), so no
-- member's limits change on the day this lands.
create table member_levels (
  id smallint primary key check (id between 1 and 10),
  rank smallint not null check (rank between 1 and 10),
  name text not null check (char_length(name) between 1 and 20),
  colour text not null check (colour ~ '^#[0-9a-f]{6}$'),
  minimum_stake bigint not null check (minimum_stake > 0),
  single_maximum_stake bigint not null check (single_maximum_stake > 0),
  multi_maximum_stake bigint not null check (multi_maximum_stake > 0),
  maximum_payout bigint not null check (maximum_payout > 0),
  updated_at timestamptz not null default now(),
  -- Deferrable: a reorder swaps ranks in one transaction.
  constraint member_levels_rank unique (rank) deferrable initially immediate,
  check (minimum_stake <= least(single_maximum_stake, multi_maximum_stake))
);

with stored as (
  select value from settings
  where key = 'betLimits' and jsonb_typeof(value) = 'object'
    and (select array_agg(k order by k) from jsonb_object_keys(value) k)
      = array['maximum_payout', 'minimum_stake', 'multi_maximum_stake', 'single_maximum_stake']
    and (select bool_and(jsonb_typeof(v) = 'number') from jsonb_each(value) e (k, v))
), figures as (
  select (value ->> 'minimum_stake')::numeric as minimum_stake,
    (value ->> 'single_maximum_stake')::numeric as single_maximum_stake,
    (value ->> 'multi_maximum_stake')::numeric as multi_maximum_stake,
    (value ->> 'maximum_payout')::numeric as maximum_payout
  from stored
), valid as (
  select * from figures
  where minimum_stake = trunc(minimum_stake) and single_maximum_stake = trunc(single_maximum_stake)
    and multi_maximum_stake = trunc(multi_maximum_stake) and maximum_payout = trunc(maximum_payout)
    and least(minimum_stake, single_maximum_stake, multi_maximum_stake, maximum_payout) >= 1
    and greatest(minimum_stake, single_maximum_stake, multi_maximum_stake, maximum_payout) <= 1000000000
    and minimum_stake <= least(single_maximum_stake, multi_maximum_stake)
), limits as (
  select coalesce((select minimum_stake from valid), 5000) as minimum_stake,
    coalesce((select single_maximum_stake from valid), 5000000) as single_maximum_stake,
    coalesce((select multi_maximum_stake from valid), 10000000) as multi_maximum_stake,
    coalesce((select maximum_payout from valid), 30000000) as maximum_payout
)
insert into member_levels (id, rank, name, colour, minimum_stake, single_maximum_stake, multi_maximum_stake, maximum_payout)
select g, g, 'LV.' || g,
  (array['#9ca3af', '#84cc16', '#22c55e', '#14b8a6', '#0ea5e9', '#6366f1', '#a855f7', '#ec4899', '#f59e0b', '#ef4444'])[g],
  l.minimum_stake, l.single_maximum_stake, l.multi_maximum_stake, l.maximum_payout
from generate_series(1, 10) g cross join limits l;

delete from settings where key = 'betLimits';

-- Every member starts at level 1, the entry level; registration writes the lowest rank's id.
alter table users add column level_id smallint not null default 1 references member_levels (id);

-- Each move of a member's level, with who made it and why (an operator's moves are audited too).
create table member_level_changes (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  from_level smallint not null references member_levels (id),
  to_level smallint not null references member_levels (id),
  actor_user_id bigint not null references users (id),
  reason text not null,
  at timestamptz not null
);
create index member_level_changes_user on member_level_changes (user_id, id desc);

-- Levels are kept in each API process until they change, as settings are (0027).
create function member_levels_change_notice() returns trigger language plpgsql as $$
begin
  perform pg_notify(database_changes_channel(), 'levels');
  return null;
end;
$$;

create trigger member_levels_changed_notice after insert or update or delete or truncate on member_levels
  for each statement execute function member_levels_change_notice();

-- A session carries its member's level (placement judges with it), so a move drops the sessions
-- each process keeps, as a change of status or role does (0025).
drop trigger users_access_notice on users;
create trigger users_access_notice after update of status, role, level_id or delete on users
  for each row execute function users_change_notice();

-- Placement (0026) now checks the member's level's limits under the locks it writes with: the
-- judgement used the level a session or a snapshot read, and an operator may have moved the member
-- or changed the level since. A mismatch is 'moved', and the placement is judged again.
create or replace function place_bet_slip(
  member bigint, idempotency_key text, call_operation text, call_request_hash text,
  selection_ids bigint[], selection_states text[], selection_cart_prices int[],
  slip_stake bigint, slip_bet_type text, slip_odds_x100 bigint, slip_bonus_x100 int,
  slip_potential_payout bigint, slip_maximum_payout bigint, placed_at timestamptz, house_code text, answer jsonb,
  out outcome text, out response jsonb, out slip_id bigint, out transaction_id bigint, out balances jsonb
) language plpgsql as $$
declare
  claim record;
  account record;
  cash_account bigint;
  restriction record;
  limits record;
  matched int;
  held jsonb := '{}';
begin
  if idempotency_key is not null then
    select * into claim from claim_idempotency_key(member, idempotency_key, call_operation, call_request_hash);
    if not claim.claimed then
      outcome := case when claim.same_request then 'replayed' else 'key_reused' end;
      response := claim.response::jsonb;
      return;
    end if;
  end if;

  for account in
    select id, kind, balance from ledger_accounts where owner_user_id = member order by id for update
  loop
    held := held || jsonb_build_object(account.kind, account.balance);
    if account.kind = 'cash' then cash_account := account.id; end if;
  end loop;
  if cash_account is null then
    raise exception 'member % has no cash account', member;
  end if;

  select r.kind, r.ends_at into restriction from play_restrictions r
  where r.user_id = member and r.starts_at <= placed_at and r.ends_at > placed_at
  order by r.ends_at desc limit 1;
  if found then
    raise exception 'play_restricted' using errcode = 'HPREF',
      detail = json_build_object('kind', restriction.kind, 'ends_at', restriction.ends_at)::text;
  end if;

  -- The member's level's limits as they are now: the judgement's stake, payout and cap must fit
  -- them. The share lock holds an operator's edit of the level until this slip is written.
  select l.minimum_stake, l.maximum_payout,
    case when slip_bet_type = 'single' then l.single_maximum_stake else l.multi_maximum_stake end as maximum_stake
  into limits
  from users u join member_levels l on l.id = u.level_id where u.id = member
  for share of l;
  if slip_stake < limits.minimum_stake or slip_stake > limits.maximum_stake
    or slip_potential_payout > limits.maximum_payout
    or slip_maximum_payout <> limits.maximum_payout then
    raise exception 'moved' using errcode = 'HPREF';
  end if;

  perform 1 from cart_items c where c.user_id = member for update;
  select count(*) into matched
  from unnest(selection_ids, selection_cart_prices) as s (bet_id, price_x100)
  join cart_items c on c.user_id = member and c.bet_id = s.bet_id and c.added_price_x100 = s.price_x100;
  if matched <> cardinality(selection_ids) then
    raise exception 'moved' using errcode = 'HPREF';
  end if;

  select count(*) into matched
  from (
    select b.id, placement_bet_state(b, m, f) as state
    from bets b join markets m on m.id = b.market_id join fixtures f on f.id = m.fixture_id
    where b.id = any (selection_ids)
    order by b.id
    for share of b
  ) locked
  join unnest(selection_ids, selection_states) as s (bet_id, state) on s.bet_id = locked.id and s.state = locked.state;
  if matched <> cardinality(selection_ids) then
    raise exception 'moved' using errcode = 'HPREF';
  end if;

  if (held ->> 'cash')::bigint < slip_stake then
    raise exception 'insufficient_funds' using errcode = 'HPREF';
  end if;

  insert into bet_slips (user_id, created_at, bet_type, stake, total_odds_x100, bonus_multiplier_x100,
    potential_payout, maximum_payout)
  values (member, placed_at, slip_bet_type, slip_stake, slip_odds_x100, slip_bonus_x100,
    slip_potential_payout, slip_maximum_payout)
  returning id into slip_id;
  insert into bet_slip_selections (slip_id, bet_id, market_id, fixture_id, price_x100)
  select place_bet_slip.slip_id, b.id, b.market_id, m.fixture_id, b.price_x100
  from unnest(selection_ids) with ordinality as s (bet_id, position)
  join bets b on b.id = s.bet_id join markets m on m.id = b.market_id
  order by s.position;

  transaction_id := (post_ledger_transactions(
    array['sports_bet'], array[null::text], array['bet_slip'], array[slip_id],
    array[1, 1], array[cash_account, (select a.id from ledger_accounts a where a.code = house_code)],
    array[-slip_stake, slip_stake]
  ))[1];
  held := held || jsonb_build_object('cash', (held ->> 'cash')::bigint - slip_stake);
  -- The member's balances after the posting, as the balance push carries them.
  balances := jsonb_build_object(
    'cash_balance', (held ->> 'cash')::bigint,
    'casino_balance', (held ->> 'casino')::bigint,
    'points_balance', (held ->> 'points')::bigint
  );
  response := jsonb_build_object('id', slip_id) || answer || jsonb_build_object('new_balance', (held ->> 'cash')::bigint);
  if idempotency_key is not null then
    update idempotency_keys k set response = place_bet_slip.response::json
    where k.user_id = member and k.key = idempotency_key;
  end if;
  outcome := 'placed';
end;
$$;
