-- Shared tables (docs/studio.md, "Scheduled draws"): who is at a table, and the deal announced
-- to every process the moment it is made.

-- A game page with its table's draw stream open keeps its seat fresh; a seat not seen for half a
-- minute is empty (a process that died leaves no one seated for long).
create table studio_table_seats (
  session_id bigint primary key references studio_sessions (id) on delete cascade,
  game_slug text not null,
  seen_at timestamptz not null
);
create index studio_table_seats_game on studio_table_seats (game_slug, seen_at);

-- A draw made is a change notice (migration 0025): 'draw:<id>:<seq>:<game slug>', at commit, so
-- the streams on every process push the deal however far apart the processes are.
create function studio_draw_notice() returns trigger language plpgsql as $$
begin
  if old.drawn_at is null and new.drawn_at is not null then
    perform pg_notify(database_changes_channel(), 'draw:' || new.id || ':' || new.seq || ':' || new.game_slug);
  end if;
  return null;
end;
$$;
create trigger studio_draw_notice after update of drawn_at on studio_draws
  for each row execute function studio_draw_notice();
