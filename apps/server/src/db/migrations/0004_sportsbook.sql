-- The sportsbook: the feed's catalogue (ids as the feed numbers them), each member's cart, and
-- placed bets with their selections.
create table sports (
  id integer primary key,
  slug text not null unique,
  name text not null,
  sort_order integer not null default 0
);

create table locations (
  id integer primary key,
  name text not null
);

create table leagues (
  id integer primary key,
  sport_id integer not null references sports (id),
  location_id integer not null references locations (id),
  name text not null
);

create table participants (
  id integer primary key,
  name text not null,
  logo text not null
);

create table fixtures (
  id bigint primary key,
  sport_id integer not null references sports (id),
  location_id integer not null references locations (id),
  league_id integer not null references leagues (id),
  home_participant_id integer not null references participants (id),
  away_participant_id integer not null references participants (id),
  start_date timestamptz not null,
  status smallint not null check (status between 1 and 9),
  score_home integer,
  score_away integer,
  clock text,
  -- How many bets members have placed on it: the 인기순 sort.
  popularity integer not null default 0,
  updated_at timestamptz not null default now()
);
create index fixtures_listing on fixtures (status, start_date);
create index fixtures_sport on fixtures (sport_id, location_id, start_date);

create table markets (
  id bigint primary key,
  fixture_id bigint not null references fixtures (id),
  market_type_id integer not null,
  name text not null,
  korean_name text not null,
  category text not null,
  parlay_subgroup text check (parlay_subgroup in ('moneyline', 'handicap', 'totals')),
  -- The market the list card shows for its subgroup (the main line).
  is_main boolean not null default false,
  status smallint not null check (status between 1 and 3),
  sort_order integer not null default 0
);
create index markets_fixture on markets (fixture_id, sort_order);

create table bets (
  id bigint primary key,
  market_id bigint not null references markets (id),
  name text not null,
  korean_name text not null,
  line text,
  base_line text,
  -- Decimal odds in hundredths (1.85 is 185): payouts are computed in integers.
  price_x100 integer not null check (price_x100 > 100),
  status smallint not null check (status between 1 and 3),
  settlement smallint check (settlement in (-1, 1, 2, 3, 4, 5)),
  sort_order integer not null default 0
);
create index bets_market on bets (market_id, sort_order);

create table cart_items (
  user_id bigint not null references users (id),
  bet_id bigint not null references bets (id),
  market_id bigint not null references markets (id),
  added_price_x100 integer not null,
  added_at timestamptz not null default now(),
  primary key (user_id, bet_id),
  -- One selection per market: choosing another bet of the market replaces it.
  unique (user_id, market_id)
);

create table bet_slips (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  bet_type text not null check (bet_type in ('single', 'multi')),
  stake bigint not null check (stake > 0),
  -- Product of the selection prices, times the multi-folder bonus, in hundredths.
  total_odds_x100 bigint not null,
  bonus_multiplier_x100 integer not null default 100,
  potential_payout bigint not null,
  status text not null default 'PENDING' check (status in ('PENDING', 'WON', 'LOST', 'REFUNDED', 'CANCELLED')),
  payout bigint,
  created_at timestamptz not null default now(),
  settled_at timestamptz
);
create index bet_slips_user on bet_slips (user_id, created_at desc);
create index bet_slips_status on bet_slips (status);

create table bet_slip_selections (
  slip_id bigint not null references bet_slips (id),
  bet_id bigint not null references bets (id),
  market_id bigint not null references markets (id),
  fixture_id bigint not null references fixtures (id),
  price_x100 integer not null,
  settlement smallint,
  primary key (slip_id, bet_id)
);
create index bet_slip_selections_fixture on bet_slip_selections (fixture_id);

insert into ledger_accounts (code, kind, allow_negative) values ('house:sportsbook', 'house', true)
on conflict (code) do nothing;
