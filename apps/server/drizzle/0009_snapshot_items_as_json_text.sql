-- A snapshot's items are stored as the JSON text they arrived as (json), not parsed into jsonb: nothing queries inside
-- them, and per ~4 MB stash page the conversion to jsonb and back cost the database more than the rest of the page's
-- writes. This rewrites the table once.
ALTER TABLE "stash_snapshots" ALTER COLUMN "items" SET DATA TYPE json;
--> statement-breakpoint
-- lz4 compresses them several times faster than the default pglz, at about the same size. PostgreSQL servers built
-- without it (the embedded PGlite is one) keep pglz.
DO $$
BEGIN
  ALTER TABLE "stash_snapshots" ALTER COLUMN "items" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  NULL;
END $$;
