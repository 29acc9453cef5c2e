CREATE TABLE "sign_in_failures" (
	"identifier" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"first_failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "advocate_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "advocate_verified_by" uuid;--> statement-breakpoint
CREATE INDEX "sign_in_failures_first_failed_at_idx" ON "sign_in_failures" USING btree ("first_failed_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_advocate_verified_by_users_id_fk" FOREIGN KEY ("advocate_verified_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_enrollment_number_unique" ON "users" USING btree (upper("enrollment_number"));