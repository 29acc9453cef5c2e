CREATE TABLE "access_log_checkpoints" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	"body" jsonb NOT NULL,
	"key_id" text NOT NULL,
	"signature" text NOT NULL,
	CONSTRAINT "access_log_checkpoints_slot_unique" UNIQUE("slot")
);
