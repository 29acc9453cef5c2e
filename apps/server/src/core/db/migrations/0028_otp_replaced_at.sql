ALTER TABLE "otp_challenges" ADD COLUMN "replaced_at" timestamp with time zone;--> statement-breakpoint
-- A code ended without being verified was ended by a resend: only a verified code can be used.
UPDATE "otp_challenges" SET "replaced_at" = "consumed_at" WHERE "consumed_at" IS NOT NULL AND "verified_at" IS NULL;
