CREATE TYPE "public"."recording_state" AS ENUM('available', 'expired');--> statement-breakpoint
CREATE TABLE "hearing_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"cause_list_entry_id" integer NOT NULL,
	"started_by" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recordings" (
	"id" serial PRIMARY KEY NOT NULL,
	"cause_list_entry_id" integer NOT NULL,
	"hearing_session_id" integer,
	"file" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"duration_seconds" integer,
	"state" "recording_state" DEFAULT 'available' NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expired_at" timestamp with time zone,
	CONSTRAINT "recordings_file_unique" UNIQUE("file")
);
--> statement-breakpoint
ALTER TABLE "hearing_sessions" ADD CONSTRAINT "hearing_sessions_cause_list_entry_id_cause_list_entries_id_fk" FOREIGN KEY ("cause_list_entry_id") REFERENCES "public"."cause_list_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hearing_sessions" ADD CONSTRAINT "hearing_sessions_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_cause_list_entry_id_cause_list_entries_id_fk" FOREIGN KEY ("cause_list_entry_id") REFERENCES "public"."cause_list_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_hearing_session_id_hearing_sessions_id_fk" FOREIGN KEY ("hearing_session_id") REFERENCES "public"."hearing_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hearing_sessions_one_open" ON "hearing_sessions" USING btree ("cause_list_entry_id") WHERE "hearing_sessions"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "recordings_entry_idx" ON "recordings" USING btree ("cause_list_entry_id");