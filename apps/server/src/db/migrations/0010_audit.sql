-- The operators' audit log: every change made from the back office, who made it, and the state
-- before and after. Rows are written in the transaction of the change itself, so a change that
-- rolls back leaves no row, and no row is ever changed or removed afterwards.
create table audit_log (
  id bigint generated always as identity primary key,
  actor_user_id bigint not null references users (id),
  action text not null,
  target_type text not null,
  target_id text not null,
  before jsonb,
  after jsonb,
  reason text,
  request_id text,
  created_at timestamptz not null default now()
);
-- The back office lists newest first, narrowed by any of these.
create index audit_log_created on audit_log (created_at desc, id desc);
create index audit_log_actor on audit_log (actor_user_id, created_at desc);
create index audit_log_action on audit_log (action, created_at desc);
create index audit_log_target on audit_log (target_type, target_id, created_at desc);

create function audit_log_refuse_change() returns trigger language plpgsql as $$
begin
  raise exception 'the audit log is append-only'
    using errcode = 'restrict_violation';
end;
$$;
create trigger audit_log_append_only before update or delete on audit_log
  for each row execute function audit_log_refuse_change();

-- Member search in the back office: by name fragments, newest first.
create index users_created on users (created_at desc, id desc);
create index sessions_user_created on sessions (user_id, created_at desc);
