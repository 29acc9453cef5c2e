ALTER TYPE "public"."access_event" ADD VALUE 'recording_abandoned';--> statement-breakpoint
ALTER TYPE "public"."access_event" ADD VALUE 'recording_retried';--> statement-breakpoint
ALTER TABLE "recording_sessions" ADD COLUMN "finalise_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "recording_sessions" ADD COLUMN "finalising_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recording_sessions" ADD COLUMN "next_attempt_at" timestamp with time zone;