CREATE TYPE "public"."court_type" AS ENUM('district', 'high');--> statement-breakpoint
CREATE TYPE "public"."otp_purpose" AS ENUM('set_password', 'reset_password', 'change_mobile', 'change_email');--> statement-breakpoint
CREATE TYPE "public"."outbox_channel" AS ENUM('email', 'sms');--> statement-breakpoint
ALTER TYPE "public"."access_event" ADD VALUE 'password_changed';--> statement-breakpoint
ALTER TYPE "public"."access_event" ADD VALUE 'password_reset';--> statement-breakpoint
ALTER TYPE "public"."access_event" ADD VALUE 'contact_changed';--> statement-breakpoint
ALTER TYPE "public"."access_event" ADD VALUE 'reset_code_sent';--> statement-breakpoint
ALTER TYPE "public"."access_event" ADD VALUE 'user_created';--> statement-breakpoint
ALTER TYPE "public"."access_event" ADD VALUE 'user_updated';--> statement-breakpoint
ALTER TYPE "public"."access_event" ADD VALUE 'user_activated';--> statement-breakpoint
ALTER TYPE "public"."access_event" ADD VALUE 'user_deactivated';--> statement-breakpoint
ALTER TYPE "public"."access_event" ADD VALUE 'master_changed';--> statement-breakpoint
ALTER TYPE "public"."access_event" ADD VALUE 'reason_changed';--> statement-breakpoint
ALTER TYPE "public"."access_event" ADD VALUE 'retention_changed';--> statement-breakpoint
ALTER TYPE "public"."access_event" ADD VALUE 'ip_banned';--> statement-breakpoint
ALTER TYPE "public"."access_event" ADD VALUE 'ip_unbanned';--> statement-breakpoint
CREATE TABLE "ip_bans" (
	"ip" text PRIMARY KEY NOT NULL,
	"is_banned" boolean NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pause_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pause_reasons_reason_unique" UNIQUE("reason")
);
--> statement-breakpoint
CREATE TABLE "retention_periods" (
	"court_type" "court_type" PRIMARY KEY NOT NULL,
	"days" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" "otp_purpose" NOT NULL,
	"target" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "otp_challenges_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" "outbox_channel" NOT NULL,
	"to" text NOT NULL,
	"subject" text,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "access_log" ADD COLUMN "target" text;--> statement-breakpoint
ALTER TABLE "access_log" ADD COLUMN "detail" text;--> statement-breakpoint
ALTER TABLE "ip_bans" ADD CONSTRAINT "ip_bans_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_periods" ADD CONSTRAINT "retention_periods_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD CONSTRAINT "otp_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "otp_challenges_user_purpose_idx" ON "otp_challenges" USING btree ("user_id","purpose");