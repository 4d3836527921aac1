CREATE TABLE "discord_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"embed" jsonb NOT NULL,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "discord_webhooks" (
	"event_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"blocked_until" timestamp with time zone,
	"leader_team_id" integer,
	CONSTRAINT "discord_webhooks_event_id_purpose_pk" PRIMARY KEY("event_id","purpose"),
	CONSTRAINT "discord_webhooks_purpose_ck" CHECK ("discord_webhooks"."purpose" in ('submissions', 'decisions', 'milestones', 'job_failures'))
);
--> statement-breakpoint
ALTER TABLE "discord_messages" ADD CONSTRAINT "discord_messages_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discord_webhooks" ADD CONSTRAINT "discord_webhooks_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discord_messages_dedupe_uq" ON "discord_messages" USING btree ("event_id","purpose","dedupe_key");--> statement-breakpoint
CREATE INDEX "discord_messages_waiting_idx" ON "discord_messages" USING btree ("next_attempt_at") WHERE "discord_messages"."sent_at" is null and "discord_messages"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "discord_messages_event_idx" ON "discord_messages" USING btree ("event_id","purpose","id");