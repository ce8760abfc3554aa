-- Promotion and demotion by the operator's rules (issue #18): per level, the approved deposits,
-- settled turnover and active days a member needs over a window of Korean days (null window: their
-- whole history; no threshold set: the job never assigns the level by rules), and whether a member
-- who no longer meets their level's rules moves down. A member pinned by an operator is left where
-- they are. The daily evaluation keeps one row per Korean day, so each day's pass runs once and a
-- pass cut short resumes after the last member it finished.
alter table member_levels
  add column rule_deposits bigint check (rule_deposits > 0),
  add column rule_turnover bigint check (rule_turnover > 0),
  add column rule_active_days integer check (rule_active_days > 0),
  add column rule_window_days integer check (rule_window_days > 0),
  add column demote_when_unmet boolean not null default false;

alter table users add column level_pinned boolean not null default false;

-- The evaluation moves members with no operator behind it.
alter table member_level_changes alter column actor_user_id drop not null;

create table level_evaluations (
  day date primary key,
  cursor_user_id bigint not null default 0,
  changed integer not null default 0,
  completed_at timestamptz
);

-- Whether an operator's move pinned the member (the history shows it).
alter table member_level_changes add column pinned boolean not null default false;
