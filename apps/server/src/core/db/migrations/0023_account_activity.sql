ALTER TYPE "public"."access_event" ADD VALUE 'recording_viewed';--> statement-breakpoint
ALTER TYPE "public"."access_event" ADD VALUE 'other_sessions_signed_out';