ALTER TYPE "public"."access_event" ADD VALUE 'advocate_verified';--> statement-breakpoint
ALTER TYPE "public"."access_event" ADD VALUE 'advocate_rejected';