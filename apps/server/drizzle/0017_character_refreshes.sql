CREATE TABLE "character_refreshes" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone,
	"outcome" text,
	CONSTRAINT "character_refreshes_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "character_refreshes" ADD CONSTRAINT "character_refreshes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "character_refreshes" ADD CONSTRAINT "character_refreshes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;