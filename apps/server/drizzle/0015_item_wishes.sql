CREATE TABLE "item_wishes" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"asked_by" integer,
	"item" text NOT NULL,
	"item_key" text NOT NULL,
	"quantity" integer NOT NULL,
	"note" text,
	"priority" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"fulfilled_by" text,
	"fulfilled_user_id" integer,
	"fulfilled_stash" text,
	"fulfilled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_wishes_state_ck" CHECK (("item_wishes"."status" = 'open' and "item_wishes"."fulfilled_by" is null and "item_wishes"."fulfilled_at" is null)
        or ("item_wishes"."status" = 'fulfilled' and "item_wishes"."fulfilled_by" in ('player', 'guild_stash', 'stash_stream') and "item_wishes"."fulfilled_at" is not null)),
	CONSTRAINT "item_wishes_bounds_ck" CHECK (char_length("item_wishes"."item") between 1 and 80 and "item_wishes"."quantity" between 1 and 5000 and char_length(coalesce("item_wishes"."note", '')) <= 200
        and char_length(coalesce("item_wishes"."fulfilled_stash", '')) <= 200)
);
--> statement-breakpoint
ALTER TABLE "item_wishes" ADD CONSTRAINT "item_wishes_asked_by_users_id_fk" FOREIGN KEY ("asked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_wishes" ADD CONSTRAINT "item_wishes_fulfilled_user_id_users_id_fk" FOREIGN KEY ("fulfilled_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_wishes" ADD CONSTRAINT "item_wishes_team_id_event_id_teams_id_event_id_fk" FOREIGN KEY ("team_id","event_id") REFERENCES "public"."teams"("id","event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_wishes_team_idx" ON "item_wishes" USING btree ("team_id","status");--> statement-breakpoint
CREATE INDEX "item_wishes_open_idx" ON "item_wishes" USING btree ("team_id","item_key") WHERE "item_wishes"."status" = 'open';