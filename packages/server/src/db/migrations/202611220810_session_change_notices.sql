-- Every server instance keeps recently read sessions for a moment; these notices tell all of them
-- at once when a session is revoked (logout, password change) or an account changes, whichever
-- instance or statement made the change. Delivered at commit, on the channel `ewa_session_change`,
-- as `s:<session id>` or `a:<account number>`.
create or replace function ewa_notify_session_change() returns trigger language plpgsql as $$
begin
  if tg_table_name = 'sessions' then
    perform pg_notify('ewa_session_change', 's:' || old.id);
  else
    perform pg_notify('ewa_session_change', 'a:' || old.nj_ac_no);
  end if;
  return null;
end
$$;

create trigger sessions_change_notice
  after update of revoked_at, expires_at on sessions
  for each row
  when (old.revoked_at is distinct from new.revoked_at or old.expires_at is distinct from new.expires_at)
  execute function ewa_notify_session_change();

create trigger sessions_delete_notice
  after delete on sessions
  for each row
  execute function ewa_notify_session_change();

create trigger accounts_change_notice
  after update or delete on accounts
  for each row
  execute function ewa_notify_session_change();
