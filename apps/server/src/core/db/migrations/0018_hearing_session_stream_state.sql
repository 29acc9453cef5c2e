ALTER TABLE "hearing_sessions" ADD COLUMN "streaming" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "hearing_sessions" ADD COLUMN "pause" jsonb;