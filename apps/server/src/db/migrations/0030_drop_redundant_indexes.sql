-- Indexes that later ones made redundant (issue #14). Each is the leading part of another index,
-- which serves every query it served, and each cost every placement an index entry and every
-- settlement another (a slip's settlement changes its indexed status, so it is never a HOT update
-- and writes an entry into each of the slip's indexes).
drop index bet_slips_user; -- covered by bet_slips_user_listing (user_id, created_at desc, id desc), 0013
drop index bet_slips_status; -- covered by bet_slips_status_listing (status, created_at desc, id desc), 0013
drop index bet_slip_selections_bet; -- covered by bet_slip_selections_bet_slip (bet_id, slip_id), 0013
