-- Every instance keeps the sessions it looked up in memory (modules/auth/session-cache.ts) and forgets them when
-- this channel names their user: whatever changes a user, a session's end or a court room, from any process.
CREATE FUNCTION "notify_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('session_change', OLD."id"::text);
  ELSIF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('session_change', OLD."user_id"::text);
  ELSE
    PERFORM pg_notify('session_change', '*');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_session_change" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_change"();
--> statement-breakpoint
CREATE TRIGGER "sessions_session_change" AFTER UPDATE OF "revoked_at", "expires_at", "user_id" OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_change"();
--> statement-breakpoint
CREATE TRIGGER "court_rooms_session_change" AFTER UPDATE OR DELETE ON "court_rooms"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_change"();
