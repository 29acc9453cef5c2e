CREATE TABLE "saved_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"cnr" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_cases_user_cnr_unique" UNIQUE("user_id","cnr")
);
--> statement-breakpoint
ALTER TABLE "high_court_benches" ADD COLUMN "streaming_room_id" integer;--> statement-breakpoint
ALTER TABLE "saved_cases" ADD CONSTRAINT "saved_cases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "high_court_benches" ADD CONSTRAINT "high_court_benches_streaming_room_id_streaming_rooms_id_fk" FOREIGN KEY ("streaming_room_id") REFERENCES "public"."streaming_rooms"("id") ON DELETE no action ON UPDATE no action;