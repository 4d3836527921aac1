CREATE TABLE "objective_scoring_rules" (
	"objective_id" integer NOT NULL,
	"position" integer NOT NULL,
	"scoring_preset_id" integer NOT NULL,
	CONSTRAINT "objective_scoring_rules_objective_id_position_pk" PRIMARY KEY("objective_id","position"),
	CONSTRAINT "objective_scoring_rules_preset_uq" UNIQUE("objective_id","scoring_preset_id")
);
--> statement-breakpoint
ALTER TABLE "objectives" DROP CONSTRAINT "objectives_scoring_preset_id_scoring_presets_id_fk";
--> statement-breakpoint
ALTER TABLE "scoring_presets" ADD COLUMN "cumulative_points" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "scoring_presets" ADD COLUMN "required_children" integer;--> statement-breakpoint
ALTER TABLE "scoring_presets" ADD COLUMN "required_children_percent" double precision;--> statement-breakpoint
ALTER TABLE "objective_scoring_rules" ADD CONSTRAINT "objective_scoring_rules_objective_id_objectives_id_fk" FOREIGN KEY ("objective_id") REFERENCES "public"."objectives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_scoring_rules" ADD CONSTRAINT "objective_scoring_rules_scoring_preset_id_scoring_presets_id_fk" FOREIGN KEY ("scoring_preset_id") REFERENCES "public"."scoring_presets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "objective_scoring_rules_preset_idx" ON "objective_scoring_rules" USING btree ("scoring_preset_id");--> statement-breakpoint
-- Every objective's single preset becomes its first rule.
INSERT INTO "objective_scoring_rules" ("objective_id", "position", "scoring_preset_id")
  SELECT "id", 0, "scoring_preset_id" FROM "objectives" WHERE "scoring_preset_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "objectives" DROP COLUMN "scoring_preset_id";