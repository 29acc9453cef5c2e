ALTER TABLE "recordings" ADD COLUMN "public_file" text;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "public_duration_seconds" integer;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_public_file_unique" UNIQUE("public_file");