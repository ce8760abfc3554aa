-- The sportsbook catalogue's version: one number that moves whenever a committed transaction
-- changed what the fixture lists show (fixtures, markets, bets, names), so API processes can serve
-- a list from memory until it moves. It is bumped at commit by a deferred trigger, once per
-- transaction, so a reader that sees the new number also sees the new rows. Popularity and
-- settlement columns are left out: placements and settlement write them, and the lists' short
-- cache age covers the popular sort.
create table catalog_version (
  id boolean primary key default true check (id),
  version bigint not null
);
insert into catalog_version (id, version) values (true, 1);

create function catalog_version_bump() returns trigger language plpgsql as $$
begin
  -- Once per transaction: the first row's trigger bumps, the rest see the mark and return.
  if current_setting('hanpan.catalog_bumped_by', true) is distinct from txid_current()::text then
    perform set_config('hanpan.catalog_bumped_by', txid_current()::text, true);
    update catalog_version set version = version + 1;
  end if;
  return null;
end;
$$;

create constraint trigger fixtures_catalog_version
  after insert or delete or update of sport_id, location_id, league_id, home_participant_id,
    away_participant_id, start_date, status, score_home, score_away, clock
  on fixtures deferrable initially deferred
  for each row execute function catalog_version_bump();
create constraint trigger markets_catalog_version after insert or update or delete on markets
  deferrable initially deferred for each row execute function catalog_version_bump();
create constraint trigger bets_catalog_version after insert or update or delete on bets
  deferrable initially deferred for each row execute function catalog_version_bump();
create constraint trigger participants_catalog_version after insert or update or delete on participants
  deferrable initially deferred for each row execute function catalog_version_bump();
create constraint trigger leagues_catalog_version after insert or update or delete on leagues
  deferrable initially deferred for each row execute function catalog_version_bump();
create constraint trigger locations_catalog_version after insert or update or delete on locations
  deferrable initially deferred for each row execute function catalog_version_bump();
create constraint trigger sports_catalog_version after insert or update or delete on sports
  deferrable initially deferred for each row execute function catalog_version_bump();
