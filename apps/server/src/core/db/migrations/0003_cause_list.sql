CREATE TYPE "public"."case_type" AS ENUM('Civil', 'Criminal', 'Family', 'Land');--> statement-breakpoint
CREATE TYPE "public"."streaming_exclusion" AS ENUM('none', 'matrimonial', 'sexual_offence', 'pocso', 'juvenile', 'adoption_custody', 'in_camera', 'evidence_recording');--> statement-breakpoint
CREATE TABLE "cause_list_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"next_date" date NOT NULL,
	"streaming_room_id" integer NOT NULL,
	"casestage" text NOT NULL,
	"cnr" text NOT NULL,
	"petitioner" text NOT NULL,
	"respondent" text NOT NULL,
	"advocate_petitioner" text NOT NULL,
	"advocate_respondent" text NOT NULL,
	"case_type" "case_type" NOT NULL,
	"filing_number" text NOT NULL,
	"filing_date" date NOT NULL,
	"registration_number" text NOT NULL,
	"registration_date" date NOT NULL,
	"case_number" text NOT NULL,
	"petitioner_enrollment_id" text NOT NULL,
	"respondent_enrollment_id" text NOT NULL,
	"streaming_exclusion" "streaming_exclusion" DEFAULT 'none' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cause_list_entries_cnr_date_unique" UNIQUE("cnr","next_date")
);
--> statement-breakpoint
ALTER TABLE "cause_list_entries" ADD CONSTRAINT "cause_list_entries_streaming_room_id_streaming_rooms_id_fk" FOREIGN KEY ("streaming_room_id") REFERENCES "public"."streaming_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cause_list_entries" ADD CONSTRAINT "cause_list_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cause_list_entries_room_date_idx" ON "cause_list_entries" USING btree ("streaming_room_id","next_date");--> statement-breakpoint
CREATE INDEX "cause_list_entries_cnr_idx" ON "cause_list_entries" USING btree ("cnr");