-- Build exports are stored as their zlib bytes; an existing export string (base64url) converts to the same bytes.
ALTER TABLE "character_pobs" ALTER COLUMN "export" SET DATA TYPE bytea USING decode(translate("export", '-_', '+/'), 'base64');--> statement-breakpoint
ALTER TABLE "characters" ADD COLUMN "build_equipment_hash" text;--> statement-breakpoint
ALTER TABLE "characters" ADD COLUMN "build_requested_at" timestamp with time zone;
