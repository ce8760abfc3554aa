-- Change notices: the database tells every listening API process, at commit, of the changes a
-- process keeps something in memory for. One channel per schema (tests share a database, one
-- schema each), named by database_changes_channel(); payloads are 'catalog:<version>' (the
-- catalogue's version moved) and 'sessions:<user id>' (a session of that member was revoked or
-- deleted, or the member's status or role changed). NOTIFY is transactional: a rolled-back change
-- announces nothing, and a notice arrives only after its commit is visible.
create function database_changes_channel() returns text language sql stable as $$
  select 'hanpan_changes_' || current_schema()
$$;

create or replace function catalog_version_bump() returns trigger language plpgsql as $$
declare
  bumped bigint;
begin
  -- Once per transaction: the first row's trigger bumps, the rest see the mark and return.
  if current_setting('hanpan.catalog_bumped_by', true) is distinct from txid_current()::text then
    perform set_config('hanpan.catalog_bumped_by', txid_current()::text, true);
    update catalog_version set version = version + 1 returning version into bumped;
    perform pg_notify(database_changes_channel(), 'catalog:' || bumped);
  end if;
  return null;
end;
$$;

create function sessions_change_notice() returns trigger language plpgsql as $$
begin
  -- Notices of one transaction with the same payload are delivered once.
  perform pg_notify(database_changes_channel(), 'sessions:' || old.user_id);
  return null;
end;
$$;

create trigger sessions_ended_notice after update or delete on sessions
  for each row execute function sessions_change_notice();

create function users_change_notice() returns trigger language plpgsql as $$
begin
  perform pg_notify(database_changes_channel(), 'sessions:' || old.id);
  return null;
end;
$$;

create trigger users_access_notice after update of status, role or delete on users
  for each row execute function users_change_notice();
