CREATE TABLE "character_pobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"character_id" text NOT NULL,
	"export" text NOT NULL,
	"level" integer NOT NULL,
	"ascendancy" text DEFAULT '' NOT NULL,
	"main_skill" text DEFAULT '' NOT NULL,
	"timestamp" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "character_stats" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"character_id" text NOT NULL,
	"timestamp" timestamp with time zone NOT NULL,
	"level" integer NOT NULL,
	"experience" bigint NOT NULL,
	"dps" bigint DEFAULT 0 NOT NULL,
	"ehp" bigint DEFAULT 0 NOT NULL,
	"phys_max_hit" bigint DEFAULT 0 NOT NULL,
	"ele_max_hit" bigint DEFAULT 0 NOT NULL,
	"hp" integer DEFAULT 0 NOT NULL,
	"mana" integer DEFAULT 0 NOT NULL,
	"es" integer DEFAULT 0 NOT NULL,
	"armour" integer DEFAULT 0 NOT NULL,
	"evasion" integer DEFAULT 0 NOT NULL,
	"movement_speed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "characters" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"level" integer NOT NULL,
	"experience" bigint DEFAULT 0 NOT NULL,
	"character_class" text NOT NULL,
	"ascendancy" text DEFAULT '' NOT NULL,
	"ascendancy_points" integer DEFAULT 0 NOT NULL,
	"main_skill" text DEFAULT '' NOT NULL,
	"pantheon" boolean DEFAULT false NOT NULL,
	"atlas_node_count" integer DEFAULT 0 NOT NULL,
	"delve_depth" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_credentials" (
	"provider" text PRIMARY KEY NOT NULL,
	"access_token" text NOT NULL,
	"expires_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"game_version" text NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"max_size" integer NOT NULL,
	"waitlist_size" integer DEFAULT 0 NOT NULL,
	"application_start_time" timestamp with time zone NOT NULL,
	"application_end_time" timestamp with time zone NOT NULL,
	"event_start_time" timestamp with time zone NOT NULL,
	"event_end_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_game_version_ck" CHECK ("events"."game_version" in ('poe1', 'poe2')),
	CONSTRAINT "events_sizes_ck" CHECK ("events"."max_size" > 0 and "events"."waitlist_size" >= 0),
	CONSTRAINT "events_application_window_ck" CHECK ("events"."application_start_time" <= "events"."application_end_time"),
	CONSTRAINT "events_event_window_ck" CHECK ("events"."event_start_time" < "events"."event_end_time")
);
--> statement-breakpoint
CREATE TABLE "guild_stash_changelogs" (
	"event_id" integer NOT NULL,
	"guild_id" integer NOT NULL,
	"id" text NOT NULL,
	"timestamp" timestamp with time zone NOT NULL,
	"stash_name" text,
	"account_name" text NOT NULL,
	"action" smallint NOT NULL,
	"number" integer NOT NULL,
	"item_name" text NOT NULL,
	"x" integer,
	"y" integer,
	CONSTRAINT "guild_stash_changelogs_event_id_guild_id_id_pk" PRIMARY KEY("event_id","guild_id","id")
);
--> statement-breakpoint
CREATE TABLE "guild_stash_tabs" (
	"event_id" integer NOT NULL,
	"id" text NOT NULL,
	"team_id" integer,
	"owner_id" integer,
	"parent_id" text,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"index" integer DEFAULT 0 NOT NULL,
	"color" text,
	"fetch_enabled" boolean DEFAULT false NOT NULL,
	"user_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"last_fetch" timestamp with time zone,
	"content_hash" text,
	CONSTRAINT "guild_stash_tabs_event_id_id_pk" PRIMARY KEY("event_id","id")
);
--> statement-breakpoint
CREATE TABLE "guilds" (
	"event_id" integer NOT NULL,
	"id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"name" text NOT NULL,
	"tag" text DEFAULT '' NOT NULL,
	CONSTRAINT "guilds_event_id_id_pk" PRIMARY KEY("event_id","id")
);
--> statement-breakpoint
CREATE TABLE "ladder_entries" (
	"event_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"account_name" text NOT NULL,
	"character_id" text,
	"character_name" text NOT NULL,
	"character_class" text NOT NULL,
	"level" integer NOT NULL,
	"experience" bigint NOT NULL,
	"delve_depth" integer,
	"user_id" integer,
	"twitch_account" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ladder_entries_event_id_rank_pk" PRIMARY KEY("event_id","rank")
);
--> statement-breakpoint
CREATE TABLE "linked_accounts" (
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"account_id" text NOT NULL,
	"account_name" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"expires_at" timestamp with time zone,
	"scopes" text DEFAULT '' NOT NULL,
	"needs_reconnect" boolean DEFAULT false NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "linked_accounts_user_id_provider_pk" PRIMARY KEY("user_id","provider"),
	CONSTRAINT "linked_accounts_provider_ck" CHECK ("linked_accounts"."provider" in ('poe', 'twitch', 'discord'))
);
--> statement-breakpoint
CREATE TABLE "oauth_states" (
	"state" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"code_verifier" text NOT NULL,
	"user_id" integer,
	"redirect_url" text NOT NULL,
	"last_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "objective_conditions" (
	"id" serial PRIMARY KEY NOT NULL,
	"objective_id" integer NOT NULL,
	"field" text NOT NULL,
	"operator" text NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "objective_matches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"objective_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"user_id" integer,
	"number" bigint NOT NULL,
	"timestamp" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"source_key" text NOT NULL,
	"snapshot_id" bigint,
	"stash_id" text,
	"submission_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "objectives" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"extra" text DEFAULT '' NOT NULL,
	"objective_type" text NOT NULL,
	"aggregation" text NOT NULL,
	"number_field" text NOT NULL,
	"required_number" bigint DEFAULT 1 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"hide_progress" boolean DEFAULT false NOT NULL,
	"scoring_preset_id" integer,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "objectives_id_event_uq" UNIQUE("id","event_id")
);
--> statement-breakpoint
CREATE TABLE "recurring_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"job_type" text NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"runs" bigint DEFAULT 0 NOT NULL,
	"failures" bigint DEFAULT 0 NOT NULL,
	"counters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"next_run_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "score_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"objective_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"diff_type" text NOT NULL,
	"field_diff" text[] DEFAULT '{}'::text[] NOT NULL,
	"points" double precision NOT NULL,
	"rank" integer NOT NULL,
	"number" bigint NOT NULL,
	"finished" boolean NOT NULL,
	"timestamp" timestamp with time zone,
	"user_id" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scores" (
	"event_id" integer NOT NULL,
	"objective_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"points" double precision NOT NULL,
	"rank" integer NOT NULL,
	"number" bigint NOT NULL,
	"finished" boolean NOT NULL,
	"timestamp" timestamp with time zone,
	"user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scores_objective_id_team_id_pk" PRIMARY KEY("objective_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "scoring_presets" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"points" double precision[] DEFAULT '{}'::double precision[] NOT NULL,
	"point_cap" double precision DEFAULT 0 NOT NULL,
	"scoring_method" text NOT NULL,
	"type" text DEFAULT 'OBJECTIVE' NOT NULL,
	CONSTRAINT "scoring_presets_id_event_uq" UNIQUE("id","event_id")
);
--> statement-breakpoint
CREATE TABLE "signups" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expected_playtime" integer NOT NULL,
	"needs_help" boolean DEFAULT false NOT NULL,
	"wants_to_help" boolean DEFAULT false NOT NULL,
	"partner_account_name" text,
	"extra" text,
	"actual_playtime" integer,
	CONSTRAINT "signups_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "stash_snapshots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"stash_id" text NOT NULL,
	"kind" text NOT NULL,
	"account_name" text,
	"user_id" integer,
	"team_id" integer,
	"stash_name" text,
	"stash_type" text,
	"change_id" text,
	"observed_at" timestamp with time zone NOT NULL,
	"items" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stash_stream_cursors" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"next_change_id" text NOT NULL,
	"pages_processed" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"objective_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"timestamp" timestamp with time zone NOT NULL,
	"number" bigint DEFAULT 1 NOT NULL,
	"proof" text DEFAULT '' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"approval_status" text DEFAULT 'PENDING' NOT NULL,
	"review_comment" text,
	"reviewer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submissions_user_objective_time_uq" UNIQUE("user_id","objective_id","timestamp"),
	CONSTRAINT "submissions_status_ck" CHECK ("submissions"."approval_status" in ('PENDING', 'APPROVED', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"event_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"is_team_lead" boolean DEFAULT false NOT NULL,
	CONSTRAINT "team_members_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "team_suggestions" (
	"team_id" integer NOT NULL,
	"objective_id" integer NOT NULL,
	"extra" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_suggestions_team_id_objective_id_pk" PRIMARY KEY("team_id","objective_id")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"abbreviation" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '#64748b' NOT NULL,
	"allowed_classes" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "teams_id_event_uq" UNIQUE("id","event_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"permissions_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "character_pobs" ADD CONSTRAINT "character_pobs_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "character_stats" ADD CONSTRAINT "character_stats_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "characters" ADD CONSTRAINT "characters_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "characters" ADD CONSTRAINT "characters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guild_stash_changelogs" ADD CONSTRAINT "guild_stash_changelogs_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guild_stash_tabs" ADD CONSTRAINT "guild_stash_tabs_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guild_stash_tabs" ADD CONSTRAINT "guild_stash_tabs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guild_stash_tabs" ADD CONSTRAINT "guild_stash_tabs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guilds" ADD CONSTRAINT "guilds_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guilds" ADD CONSTRAINT "guilds_team_id_event_id_teams_id_event_id_fk" FOREIGN KEY ("team_id","event_id") REFERENCES "public"."teams"("id","event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ladder_entries" ADD CONSTRAINT "ladder_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ladder_entries" ADD CONSTRAINT "ladder_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linked_accounts" ADD CONSTRAINT "linked_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_conditions" ADD CONSTRAINT "objective_conditions_objective_id_objectives_id_fk" FOREIGN KEY ("objective_id") REFERENCES "public"."objectives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_matches" ADD CONSTRAINT "objective_matches_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_matches" ADD CONSTRAINT "objective_matches_objective_id_objectives_id_fk" FOREIGN KEY ("objective_id") REFERENCES "public"."objectives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_matches" ADD CONSTRAINT "objective_matches_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_matches" ADD CONSTRAINT "objective_matches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_matches" ADD CONSTRAINT "objective_matches_snapshot_id_stash_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."stash_snapshots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_matches" ADD CONSTRAINT "objective_matches_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objectives" ADD CONSTRAINT "objectives_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objectives" ADD CONSTRAINT "objectives_scoring_preset_id_scoring_presets_id_fk" FOREIGN KEY ("scoring_preset_id") REFERENCES "public"."scoring_presets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objectives" ADD CONSTRAINT "objectives_parent_id_event_id_objectives_id_event_id_fk" FOREIGN KEY ("parent_id","event_id") REFERENCES "public"."objectives"("id","event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_jobs" ADD CONSTRAINT "recurring_jobs_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_history" ADD CONSTRAINT "score_history_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_history" ADD CONSTRAINT "score_history_objective_id_objectives_id_fk" FOREIGN KEY ("objective_id") REFERENCES "public"."objectives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_history" ADD CONSTRAINT "score_history_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scores" ADD CONSTRAINT "scores_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scores" ADD CONSTRAINT "scores_objective_id_objectives_id_fk" FOREIGN KEY ("objective_id") REFERENCES "public"."objectives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scores" ADD CONSTRAINT "scores_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scores" ADD CONSTRAINT "scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scoring_presets" ADD CONSTRAINT "scoring_presets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signups" ADD CONSTRAINT "signups_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signups" ADD CONSTRAINT "signups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stash_snapshots" ADD CONSTRAINT "stash_snapshots_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stash_snapshots" ADD CONSTRAINT "stash_snapshots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stash_snapshots" ADD CONSTRAINT "stash_snapshots_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stash_stream_cursors" ADD CONSTRAINT "stash_stream_cursors_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_objective_id_objectives_id_fk" FOREIGN KEY ("objective_id") REFERENCES "public"."objectives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_event_id_teams_id_event_id_fk" FOREIGN KEY ("team_id","event_id") REFERENCES "public"."teams"("id","event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_suggestions" ADD CONSTRAINT "team_suggestions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_suggestions" ADD CONSTRAINT "team_suggestions_objective_id_objectives_id_fk" FOREIGN KEY ("objective_id") REFERENCES "public"."objectives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "character_pobs_character_idx" ON "character_pobs" USING btree ("character_id","timestamp");--> statement-breakpoint
CREATE INDEX "character_stats_character_time_idx" ON "character_stats" USING btree ("character_id","timestamp");--> statement-breakpoint
CREATE UNIQUE INDEX "characters_event_user_uq" ON "characters" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "characters_user_idx" ON "characters" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "events_single_current_uq" ON "events" USING btree ("is_current") WHERE "events"."is_current";--> statement-breakpoint
CREATE INDEX "guild_stash_changelogs_time_idx" ON "guild_stash_changelogs" USING btree ("event_id","guild_id","timestamp");--> statement-breakpoint
CREATE INDEX "ladder_entries_user_idx" ON "ladder_entries" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "linked_accounts_provider_account_uq" ON "linked_accounts" USING btree ("provider","account_id");--> statement-breakpoint
CREATE INDEX "linked_accounts_provider_name_idx" ON "linked_accounts" USING btree ("provider",lower("account_name"));--> statement-breakpoint
CREATE INDEX "oauth_states_expiry_idx" ON "oauth_states" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "objective_conditions_objective_idx" ON "objective_conditions" USING btree ("objective_id");--> statement-breakpoint
CREATE UNIQUE INDEX "objective_matches_evidence_uq" ON "objective_matches" USING btree ("objective_id","team_id","source","source_key");--> statement-breakpoint
CREATE INDEX "objective_matches_event_idx" ON "objective_matches" USING btree ("event_id","id");--> statement-breakpoint
CREATE INDEX "objectives_event_idx" ON "objectives" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "objectives_single_root_uq" ON "objectives" USING btree ("event_id") WHERE "objectives"."parent_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_jobs_event_type_uq" ON "recurring_jobs" USING btree ("event_id","job_type");--> statement-breakpoint
CREATE INDEX "score_history_event_idx" ON "score_history" USING btree ("event_id","id");--> statement-breakpoint
CREATE INDEX "scores_event_idx" ON "scores" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "signups_queue_idx" ON "signups" USING btree ("event_id","created_at","user_id");--> statement-breakpoint
CREATE INDEX "stash_snapshots_latest_idx" ON "stash_snapshots" USING btree ("event_id","stash_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "stash_snapshots_page_uq" ON "stash_snapshots" USING btree ("event_id","stash_id","change_id");--> statement-breakpoint
CREATE INDEX "submissions_event_idx" ON "submissions" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "team_members_team_idx" ON "team_members" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_event_name_uq" ON "teams" USING btree ("event_id",lower("name"));