-- Instances keep what they read most (sessions, hearings, a user's archival requests) in memory and forget it when
-- the database announces a change on channel row_change as '<topic>:<key>', '*' as the key naming everything of
-- the topic (db/change-cache.ts). Triggers announce it, so a change from any process or code path is heard.
CREATE FUNCTION "notify_row_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_key text := '*';
BEGIN
  IF TG_LEVEL = 'ROW' AND TG_NARGS > 1 THEN
    IF TG_OP = 'INSERT' THEN
      changed_key := to_jsonb(NEW) ->> TG_ARGV[1];
    ELSE
      changed_key := to_jsonb(OLD) ->> TG_ARGV[1];
    END IF;
  END IF;
  PERFORM pg_notify('row_change', TG_ARGV[0] || ':' || changed_key);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_session_change" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_row_change"('session', 'id');
--> statement-breakpoint
CREATE TRIGGER "sessions_session_change" AFTER UPDATE OF "revoked_at", "expires_at", "user_id" OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "notify_row_change"('session', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "court_rooms_session_change" AFTER UPDATE OR DELETE ON "court_rooms"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_row_change"('session');
--> statement-breakpoint
CREATE TRIGGER "court_rooms_hearing_change" AFTER INSERT OR UPDATE OR DELETE ON "court_rooms"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_row_change"('hearing');
--> statement-breakpoint
CREATE TRIGGER "court_complexes_hearing_change" AFTER INSERT OR UPDATE OR DELETE ON "court_complexes"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_row_change"('hearing');
--> statement-breakpoint
CREATE TRIGGER "high_court_benches_hearing_change" AFTER INSERT OR UPDATE OR DELETE ON "high_court_benches"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_row_change"('hearing');
--> statement-breakpoint
CREATE TRIGGER "streaming_rooms_hearing_change" AFTER INSERT OR UPDATE OR DELETE ON "streaming_rooms"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_row_change"('hearing');
--> statement-breakpoint
CREATE TRIGGER "cause_list_entries_hearing_change" AFTER INSERT OR UPDATE OR DELETE ON "cause_list_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_row_change"('hearing');
--> statement-breakpoint
CREATE TRIGGER "hearing_sessions_hearing_change"
  AFTER INSERT OR DELETE OR UPDATE OF "ended_at", "cause_list_entry_id" ON "hearing_sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_row_change"('hearing');
--> statement-breakpoint
CREATE TRIGGER "recordings_hearing_change"
  AFTER INSERT OR DELETE OR UPDATE OF "state", "cause_list_entry_id" ON "recordings"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_row_change"('hearing');
--> statement-breakpoint
CREATE TRIGGER "archival_requests_archival_change" AFTER INSERT OR UPDATE OR DELETE ON "archival_requests"
  FOR EACH ROW EXECUTE FUNCTION "notify_row_change"('archival', 'requester_id');
