CREATE TABLE "code_health_scans" (
	"id" serial PRIMARY KEY NOT NULL,
	"municipality_id" integer NOT NULL,
	"job_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"sections_scanned" integer,
	"findings" integer,
	"error" text,
	"requested_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contradiction_scans" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"status" text DEFAULT 'analyzing' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "contradiction_scans_message_id_unique" UNIQUE("message_id")
);
--> statement-breakpoint
CREATE TABLE "contradiction_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"contradiction_id" integer NOT NULL,
	"position" integer NOT NULL,
	"document_id" integer NOT NULL,
	"chunk_id" integer NOT NULL,
	"document_name" text NOT NULL,
	"section_label" text,
	"citation" text,
	"quote" text NOT NULL,
	"enactment" text
);
--> statement-breakpoint
CREATE TABLE "contradictions" (
	"id" serial PRIMARY KEY NOT NULL,
	"municipality_id" integer NOT NULL,
	"pair_key" text NOT NULL,
	"kind" text NOT NULL,
	"confidence" double precision NOT NULL,
	"explanation" text NOT NULL,
	"explained_by" text DEFAULT 'offline' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reviewed_by_id" integer,
	"reviewed_at" timestamp with time zone,
	"first_detected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_detected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_contradictions" (
	"message_id" integer NOT NULL,
	"contradiction_id" integer NOT NULL,
	CONSTRAINT "message_contradictions_message_id_contradiction_id_pk" PRIMARY KEY("message_id","contradiction_id")
);
--> statement-breakpoint
ALTER TABLE "code_health_scans" ADD CONSTRAINT "code_health_scans_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_health_scans" ADD CONSTRAINT "code_health_scans_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contradiction_scans" ADD CONSTRAINT "contradiction_scans_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contradiction_sources" ADD CONSTRAINT "contradiction_sources_contradiction_id_contradictions_id_fk" FOREIGN KEY ("contradiction_id") REFERENCES "public"."contradictions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contradictions" ADD CONSTRAINT "contradictions_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contradictions" ADD CONSTRAINT "contradictions_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_contradictions" ADD CONSTRAINT "message_contradictions_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_contradictions" ADD CONSTRAINT "message_contradictions_contradiction_id_contradictions_id_fk" FOREIGN KEY ("contradiction_id") REFERENCES "public"."contradictions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "code_health_scans_municipality_idx" ON "code_health_scans" USING btree ("municipality_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "contradiction_sources_position_idx" ON "contradiction_sources" USING btree ("contradiction_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "contradictions_municipality_pair_idx" ON "contradictions" USING btree ("municipality_id","pair_key");--> statement-breakpoint
CREATE INDEX "contradictions_status_idx" ON "contradictions" USING btree ("municipality_id","status");--> statement-breakpoint
CREATE INDEX "message_contradictions_contradiction_idx" ON "message_contradictions" USING btree ("contradiction_id");