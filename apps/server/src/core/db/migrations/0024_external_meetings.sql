ALTER TYPE "public"."access_event" ADD VALUE 'external_meeting_set';--> statement-breakpoint
ALTER TYPE "public"."access_event" ADD VALUE 'external_meeting_removed';--> statement-breakpoint
ALTER TYPE "public"."access_event" ADD VALUE 'external_meeting_joined';--> statement-breakpoint
CREATE TABLE "external_meetings" (
	"id" serial PRIMARY KEY NOT NULL,
	"streaming_room_id" integer NOT NULL,
	"meeting_date" date NOT NULL,
	"url" text NOT NULL,
	"set_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "external_meetings_room_date_unique" UNIQUE("streaming_room_id","meeting_date")
);
--> statement-breakpoint
ALTER TABLE "external_meetings" ADD CONSTRAINT "external_meetings_streaming_room_id_streaming_rooms_id_fk" FOREIGN KEY ("streaming_room_id") REFERENCES "public"."streaming_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_meetings" ADD CONSTRAINT "external_meetings_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;