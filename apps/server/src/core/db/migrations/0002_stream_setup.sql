CREATE TABLE "stream_setups" (
	"id" serial PRIMARY KEY NOT NULL,
	"streaming_room_id" integer NOT NULL,
	"live_stream_delay" integer NOT NULL,
	"youtube_url" text NOT NULL,
	"youtube_key_encrypted" text NOT NULL,
	"facebook_url" text NOT NULL,
	"facebook_key_encrypted" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stream_setups_streaming_room_id_unique" UNIQUE("streaming_room_id")
);
--> statement-breakpoint
ALTER TABLE "stream_setups" ADD CONSTRAINT "stream_setups_streaming_room_id_streaming_rooms_id_fk" FOREIGN KEY ("streaming_room_id") REFERENCES "public"."streaming_rooms"("id") ON DELETE no action ON UPDATE no action;