CREATE TABLE "signup_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signup_groups_id_event_uq" UNIQUE("id","event_id")
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "max_group_size" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "signups" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "signup_groups" ADD CONSTRAINT "signup_groups_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "signup_groups_code_uq" ON "signup_groups" USING btree ("code");--> statement-breakpoint
ALTER TABLE "signups" ADD CONSTRAINT "signups_group_id_event_id_signup_groups_id_event_id_fk" FOREIGN KEY ("group_id","event_id") REFERENCES "public"."signup_groups"("id","event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signups_group_idx" ON "signups" USING btree ("group_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_group_size_ck" CHECK ("events"."max_group_size" between 1 and 10);