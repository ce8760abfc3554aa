-- Operator settings announce their changes (migration 0025's channel), so each API process can
-- keep them in memory until they change rather than read them on every bet and deposit.
create function settings_change_notice() returns trigger language plpgsql as $$
begin
  perform pg_notify(database_changes_channel(), 'settings');
  return null;
end;
$$;

create trigger settings_changed_notice after insert or update or delete or truncate on settings
  for each statement execute function settings_change_notice();
