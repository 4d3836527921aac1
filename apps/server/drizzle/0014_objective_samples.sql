CREATE TABLE "objective_samples" (
	"objective_id" integer PRIMARY KEY NOT NULL,
	"item" json NOT NULL,
	"source" text NOT NULL,
	"origin" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by" integer
);
--> statement-breakpoint
ALTER TABLE "objective_samples" ADD CONSTRAINT "objective_samples_objective_id_objectives_id_fk" FOREIGN KEY ("objective_id") REFERENCES "public"."objectives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_samples" ADD CONSTRAINT "objective_samples_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;