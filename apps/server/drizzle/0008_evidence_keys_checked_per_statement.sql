-- Evidence names its objective, team and user without foreign keys: a foreign key checks and locks its parent once per
-- inserted row, which cost the stash pipeline more than the insert itself (~620 rows per 4 MB page). These triggers do
-- what the three keys did, once per statement.
ALTER TABLE "objective_matches" DROP CONSTRAINT "objective_matches_objective_id_objectives_id_fk";
--> statement-breakpoint
ALTER TABLE "objective_matches" DROP CONSTRAINT "objective_matches_team_id_teams_id_fk";
--> statement-breakpoint
ALTER TABLE "objective_matches" DROP CONSTRAINT "objective_matches_user_id_users_id_fk";
--> statement-breakpoint
-- Written evidence must name rows that exist. Like a foreign key check, it locks them (FOR KEY SHARE) so that no
-- deletion can pass it before the writer commits; a row deleted meanwhile is not locked, so it counts as missing.
CREATE FUNCTION "objective_matches_check_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  objectives_named bigint;
  teams_named bigint;
  users_named bigint;
  found bigint;
BEGIN
  SELECT count(DISTINCT objective_id), count(DISTINCT team_id), count(DISTINCT user_id)
    INTO objectives_named, teams_named, users_named FROM written;
  SELECT count(*) INTO found
    FROM (SELECT FROM objectives WHERE id IN (SELECT objective_id FROM written) FOR KEY SHARE) AS locked;
  IF found < objectives_named THEN
    RAISE EXCEPTION 'evidence names an objective that does not exist' USING ERRCODE = 'foreign_key_violation';
  END IF;
  SELECT count(*) INTO found FROM (SELECT FROM teams WHERE id IN (SELECT team_id FROM written) FOR KEY SHARE) AS locked;
  IF found < teams_named THEN
    RAISE EXCEPTION 'evidence names a team that does not exist' USING ERRCODE = 'foreign_key_violation';
  END IF;
  SELECT count(*) INTO found FROM (SELECT FROM users WHERE id IN (SELECT user_id FROM written) FOR KEY SHARE) AS locked;
  IF found < users_named THEN
    RAISE EXCEPTION 'evidence names a user that does not exist' USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "objective_matches_keys_inserted" AFTER INSERT ON "objective_matches"
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION "objective_matches_check_keys"();
--> statement-breakpoint
CREATE TRIGGER "objective_matches_keys_updated" AFTER UPDATE ON "objective_matches"
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION "objective_matches_check_keys"();
--> statement-breakpoint
-- The keys' ON DELETE actions: an objective's or a team's evidence goes with it, a user's stays without them.
CREATE FUNCTION "objective_matches_follow_deleted_objectives"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM objective_matches USING gone WHERE objective_matches.objective_id = gone.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "objectives_delete_evidence" AFTER DELETE ON "objectives"
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION "objective_matches_follow_deleted_objectives"();
--> statement-breakpoint
CREATE FUNCTION "objective_matches_follow_deleted_teams"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM objective_matches USING gone WHERE objective_matches.team_id = gone.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "teams_delete_evidence" AFTER DELETE ON "teams"
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION "objective_matches_follow_deleted_teams"();
--> statement-breakpoint
CREATE FUNCTION "objective_matches_follow_deleted_users"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE objective_matches SET user_id = NULL FROM gone WHERE objective_matches.user_id = gone.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_unlink_evidence" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION "objective_matches_follow_deleted_users"();
