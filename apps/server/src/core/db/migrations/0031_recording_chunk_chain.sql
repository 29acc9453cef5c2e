CREATE TABLE "recording_chunks" (
	"session_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"sha256" text NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recording_chunks_session_id_seq_pk" PRIMARY KEY("session_id","seq")
);
--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "chunk_chain_head" text;--> statement-breakpoint
ALTER TABLE "recording_chunks" ADD CONSTRAINT "recording_chunks_session_id_recording_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."recording_sessions"("id") ON DELETE cascade ON UPDATE no action;