CREATE TYPE "public"."public_stream_decision" AS ENUM('allow', 'dismiss');--> statement-breakpoint
ALTER TABLE "cause_list_entries" ADD COLUMN "public_stream_decision" "public_stream_decision";