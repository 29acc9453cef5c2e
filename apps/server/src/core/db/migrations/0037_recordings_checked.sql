ALTER TABLE "recordings" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "damage" text;--> statement-breakpoint
CREATE INDEX "recordings_checked_idx" ON "recordings" USING btree ("checked_at");