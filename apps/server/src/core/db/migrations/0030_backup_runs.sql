CREATE TYPE "public"."backup_result" AS ENUM('running', 'verified', 'failed');--> statement-breakpoint
CREATE TABLE "backup_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	"instance" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"result" "backup_result" DEFAULT 'running' NOT NULL,
	"folder" text,
	"bytes" bigint,
	"problem" text,
	CONSTRAINT "backup_runs_slot_unique" UNIQUE("slot")
);
