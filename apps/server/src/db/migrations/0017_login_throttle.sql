-- Login and password-check throttles as counters, one row per counter (a username at an address,
-- an address, a username, a member's password check). An attempt takes its place by one upsert
-- that counts it and answers the new count, before any password is checked, so simultaneous
-- guesses on any number of API processes cannot all get in under the limit.
create table login_attempt_counters (
  counter text primary key,
  attempts integer not null check (attempts >= 0),
  window_started_at timestamptz not null
);
create index login_attempt_counters_window on login_attempt_counters (window_started_at);

-- The failure log it replaces was counted first and written after the check.
drop table login_failures;
