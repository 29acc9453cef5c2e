ALTER TABLE "recording_sessions" RENAME COLUMN "room_no" TO "room_id";--> statement-breakpoint
DROP INDEX "recording_sessions_one_open";--> statement-breakpoint
CREATE UNIQUE INDEX "recording_sessions_one_open" ON "recording_sessions" USING btree ("room_id") WHERE "recording_sessions"."stopped_at" is null;