-- English names of the feed's locations, leagues and teams, beside the Korean `name` (the source
-- and the default): a member or operator reading in English is answered with these (docs/i18n.md).
-- Null where the feed gives none; English readers then see the Korean. The feed's sync writes them
-- with the names, and the catalogue's version (migration 0020) moves with them.
alter table locations add column english_name text;
alter table leagues add column english_name text;
alter table participants add column english_name text;
