CREATE TABLE "recording_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_no" text NOT NULL,
	"cause_list_entry_id" integer NOT NULL,
	"hearing_session_id" integer,
	"mime_type" text NOT NULL,
	"started_by" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stopped_at" timestamp with time zone,
	"recording_id" integer,
	"failure" text
);
--> statement-breakpoint
ALTER TABLE "recording_sessions" ADD CONSTRAINT "recording_sessions_cause_list_entry_id_cause_list_entries_id_fk" FOREIGN KEY ("cause_list_entry_id") REFERENCES "public"."cause_list_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_sessions" ADD CONSTRAINT "recording_sessions_hearing_session_id_hearing_sessions_id_fk" FOREIGN KEY ("hearing_session_id") REFERENCES "public"."hearing_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_sessions" ADD CONSTRAINT "recording_sessions_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_sessions" ADD CONSTRAINT "recording_sessions_recording_id_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."recordings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recording_sessions_one_open" ON "recording_sessions" USING btree ("room_no") WHERE "recording_sessions"."stopped_at" is null;--> statement-breakpoint
CREATE INDEX "recording_sessions_entry_idx" ON "recording_sessions" USING btree ("cause_list_entry_id");