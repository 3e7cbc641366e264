CREATE TABLE "job_workers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"hostname" text NOT NULL,
	"pid" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "background_jobs" ADD COLUMN "worker_id" uuid;--> statement-breakpoint
ALTER TABLE "background_jobs" ADD COLUMN "claimed_at" timestamp with time zone;