ALTER TYPE "public"."otp_purpose" ADD VALUE 'verify_email';--> statement-breakpoint
ALTER TYPE "public"."otp_purpose" ADD VALUE 'verify_mobile';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "contacts_verified_at" timestamp with time zone DEFAULT now();