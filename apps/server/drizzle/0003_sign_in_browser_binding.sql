-- Sign-ins started before browsers were bound to them cannot be finished safely; they expire within minutes anyway.
DELETE FROM "oauth_states";--> statement-breakpoint
ALTER TABLE "oauth_states" ADD COLUMN "browser_binding" text NOT NULL;
