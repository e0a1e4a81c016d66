-- Each server process remembers who a verified access token belongs to (lib/principal-cache.ts).
-- A change to a user, a role or whether a session is still good tells every process at once:
-- a notification on auth_changed, sent when the change commits, whichever process or tool made it.
CREATE FUNCTION auth_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changed', TG_TABLE_NAME);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER auth_changed AFTER UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_notify();--> statement-breakpoint
CREATE TRIGGER auth_changed AFTER UPDATE OR DELETE OR TRUNCATE ON roles
  FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_notify();--> statement-breakpoint
-- A refresh rotates the session's refresh token: that changes nobody's access.
CREATE TRIGGER auth_changed_update AFTER UPDATE ON sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.expires_at > NEW.expires_at OR OLD.user_id <> NEW.user_id)
  EXECUTE FUNCTION auth_changed_notify();--> statement-breakpoint
-- Each sign-in deletes its user's expired sessions, which let nobody in any more: only a
-- session still good going away tells anyone (one notification per transaction, however many rows).
CREATE TRIGGER auth_changed_delete AFTER DELETE ON sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS NULL AND OLD.expires_at > now())
  EXECUTE FUNCTION auth_changed_notify();--> statement-breakpoint
CREATE TRIGGER auth_changed_truncate AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_notify();
