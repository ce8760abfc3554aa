-- A member's money calls check the member's session in their own statement (issue #14): the
-- route's onRequest may take the session from the process's cache (users/session-cache.ts, which
-- a session's end leaves as its notice arrives), and the money statement itself refuses a session
-- ended meanwhile. A money call is never taken on a session past its logout, and reading the
-- session costs it no statement of its own.

-- Whether the member's session still stands: not revoked or deleted, the member active. Its expiry
-- is checked where the session was found, against the server's clock.
create function member_session_live(member_session bigint, member bigint) returns boolean
language sql stable as $$
  select exists (
    select 1 from sessions s join users u on u.id = s.user_id
    where s.id = member_session and s.user_id = member and s.revoked_at is null and u.status = 'active'
  )
$$;

-- convert_member_money (0023) on the member's session: refused with 'session_ended' (SQLSTATE
-- 'HPREF') before the key is claimed, so an ended session is not answered even a replay.
create function convert_member_money_in_session(
  member_session bigint, member bigint, from_kind text, to_kind text, requested bigint, posting_kind text,
  idempotency_key text, call_operation text, call_request_hash text,
  out outcome text, out response json, out transaction_id bigint
) language plpgsql as $$
begin
  if not member_session_live(member_session, member) then
    raise exception 'session_ended' using errcode = 'HPREF';
  end if;
  select c.outcome, c.response, c.transaction_id into outcome, response, transaction_id
  from convert_member_money(member, from_kind, to_kind, requested, posting_kind,
    idempotency_key, call_operation, call_request_hash) c;
end;
$$;
