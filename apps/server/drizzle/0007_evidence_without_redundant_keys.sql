-- Evidence keeps its event and snapshot as plain columns: a foreign key is a lookup per row, and the objective's cascade
-- already removes an event's evidence (snapshots are only deleted with their event).
ALTER TABLE "objective_matches" DROP CONSTRAINT "objective_matches_event_id_events_id_fk";
--> statement-breakpoint
ALTER TABLE "objective_matches" DROP CONSTRAINT "objective_matches_snapshot_id_stash_snapshots_id_fk";
