ALTER TYPE "public"."access_event" ADD VALUE 'substitute_judge_set';--> statement-breakpoint
ALTER TYPE "public"."access_event" ADD VALUE 'substitute_judge_removed';--> statement-breakpoint
CREATE TABLE "substitute_judges" (
	"id" serial PRIMARY KEY NOT NULL,
	"court_room_id" integer NOT NULL,
	"sitting_date" date NOT NULL,
	"judge_id" uuid NOT NULL,
	"set_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "substitute_judges_court_room_date_unique" UNIQUE("court_room_id","sitting_date"),
	CONSTRAINT "substitute_judges_judge_date_unique" UNIQUE("judge_id","sitting_date")
);
--> statement-breakpoint
ALTER TABLE "substitute_judges" ADD CONSTRAINT "substitute_judges_court_room_id_court_rooms_id_fk" FOREIGN KEY ("court_room_id") REFERENCES "public"."court_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "substitute_judges" ADD CONSTRAINT "substitute_judges_judge_id_users_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "substitute_judges" ADD CONSTRAINT "substitute_judges_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;