ALTER TABLE "users" DROP COLUMN "failed_login_count";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "first_failed_login_at";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";