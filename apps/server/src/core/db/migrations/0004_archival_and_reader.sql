CREATE TYPE "public"."archival_status" AS ENUM('Pending', 'Approved', 'Rejected');--> statement-breakpoint
CREATE TABLE "archival_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"requester_id" uuid NOT NULL,
	"cnr" text NOT NULL,
	"hearing_date" date NOT NULL,
	"streaming_room_id" integer NOT NULL,
	"reason" text NOT NULL,
	"status" "archival_status" DEFAULT 'Pending' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"note" text,
	"access_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cause_list_entries" ADD COLUMN "parties_informed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cause_list_entries" ADD COLUMN "parties_informed_by" uuid;--> statement-breakpoint
ALTER TABLE "archival_requests" ADD CONSTRAINT "archival_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archival_requests" ADD CONSTRAINT "archival_requests_streaming_room_id_streaming_rooms_id_fk" FOREIGN KEY ("streaming_room_id") REFERENCES "public"."streaming_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archival_requests" ADD CONSTRAINT "archival_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archival_requests" ADD CONSTRAINT "archival_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "archival_requests_one_pending" ON "archival_requests" USING btree ("requester_id","cnr","hearing_date") WHERE "archival_requests"."status" = 'Pending';--> statement-breakpoint
CREATE INDEX "archival_requests_cnr_idx" ON "archival_requests" USING btree ("cnr");--> statement-breakpoint
CREATE INDEX "archival_requests_requester_idx" ON "archival_requests" USING btree ("requester_id","created_at");--> statement-breakpoint
CREATE INDEX "archival_requests_status_idx" ON "archival_requests" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "cause_list_entries" ADD CONSTRAINT "cause_list_entries_parties_informed_by_users_id_fk" FOREIGN KEY ("parties_informed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;