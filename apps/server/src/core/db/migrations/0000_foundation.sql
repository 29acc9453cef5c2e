CREATE TYPE "public"."access_event" AS ENUM('sign_in', 'sign_in_failed', 'sign_out', 'signup', 'account_locked');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('Judge', 'Advocate', 'Individual', 'Reader', 'Controller', 'SuperAdmin', 'Admin');--> statement-breakpoint
CREATE TABLE "access_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"user_identifier" text,
	"role" "role",
	"ip" text,
	"user_agent" text,
	"event" "access_event" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "court_complexes" (
	"id" serial PRIMARY KEY NOT NULL,
	"district_id" integer NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "court_complexes_value_unique" UNIQUE("value")
);
--> statement-breakpoint
CREATE TABLE "court_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"complex_id" integer NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"streaming_room_id" integer,
	CONSTRAINT "court_rooms_value_unique" UNIQUE("value")
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "districts_value_unique" UNIQUE("value")
);
--> statement-breakpoint
CREATE TABLE "high_court_benches" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "high_court_benches_value_unique" UNIQUE("value")
);
--> statement-breakpoint
CREATE TABLE "streaming_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "streaming_rooms_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role" "role" NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"dial_code" text NOT NULL,
	"mobile" text NOT NULL,
	"country" text NOT NULL,
	"address1" text,
	"address2" text,
	"pin_code" text,
	"state" text,
	"city" text,
	"enrollment_number" text,
	"court_room_id" integer,
	"password_hash" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"first_failed_login_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_mobile_unique" UNIQUE("mobile")
);
--> statement-breakpoint
ALTER TABLE "access_log" ADD CONSTRAINT "access_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_complexes" ADD CONSTRAINT "court_complexes_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_rooms" ADD CONSTRAINT "court_rooms_complex_id_court_complexes_id_fk" FOREIGN KEY ("complex_id") REFERENCES "public"."court_complexes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_rooms" ADD CONSTRAINT "court_rooms_streaming_room_id_streaming_rooms_id_fk" FOREIGN KEY ("streaming_room_id") REFERENCES "public"."streaming_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_court_room_id_court_rooms_id_fk" FOREIGN KEY ("court_room_id") REFERENCES "public"."court_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_log_user_created_idx" ON "access_log" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "access_log_event_created_idx" ON "access_log" USING btree ("event","created_at");--> statement-breakpoint
CREATE INDEX "access_log_created_idx" ON "access_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "court_complexes_district_idx" ON "court_complexes" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "court_rooms_complex_idx" ON "court_rooms" USING btree ("complex_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");