-- Settlement: the score each finished fixture was settled on (a later, different score from the
-- feed is a correction and triggers resettlement), and the house account that pays points.
alter table fixtures
  add column settled_score_home integer,
  add column settled_score_away integer,
  add column settled_at timestamptz;
create index fixtures_unsettled on fixtures (status) where settled_at is null;

alter table bet_slips
  add column cancelled_at timestamptz,
  -- Points a losing bet earned, so a resettlement can take back exactly those.
  add column points_awarded bigint not null default 0;
create index bet_slip_selections_bet on bet_slip_selections (bet_id);

insert into ledger_accounts (code, kind, allow_negative) values ('house:points', 'house', true)
on conflict (code) do nothing;
