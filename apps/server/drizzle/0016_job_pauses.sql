CREATE TABLE "job_pauses" (
	"job_type" text PRIMARY KEY NOT NULL,
	"pause_ms" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
