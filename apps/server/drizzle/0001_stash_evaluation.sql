CREATE TABLE "stash_evaluation_cursors" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"last_snapshot_id" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "objectives" ADD COLUMN "evaluated_revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stash_evaluation_cursors" ADD CONSTRAINT "stash_evaluation_cursors_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;