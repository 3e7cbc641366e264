CREATE TABLE "chunk_collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"name" text,
	"parse_job_id" integer NOT NULL,
	"extract_job_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chunks" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"parse_job_id" integer,
	"chunk_collection_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"page_number" integer,
	"citation" text,
	"content" text NOT NULL,
	"embed" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"status_reason" text,
	"vectorized_status" text,
	"vectorized_at" timestamp with time zone,
	"file_name" text,
	"file_key" text,
	"file_size" integer,
	"file_kind" text,
	"page_count" integer,
	"divisor_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extract_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"start_page" integer NOT NULL,
	"end_page" integer NOT NULL,
	"extract_prompt" text,
	"json_map" text,
	"divisor_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"response_payload" jsonb,
	"job_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parse_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"chunk_size" integer NOT NULL,
	"chunk_mode" text NOT NULL,
	"start_page" integer NOT NULL,
	"end_page" integer NOT NULL,
	"response_payload" jsonb,
	"job_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "split_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"header_search_string" text,
	"split_rules" text,
	"start_page" integer NOT NULL,
	"end_page" integer NOT NULL,
	"start_pages" jsonb,
	"job_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chunk_collections" ADD CONSTRAINT "chunk_collections_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chunk_collections" ADD CONSTRAINT "chunk_collections_parse_job_id_parse_jobs_id_fk" FOREIGN KEY ("parse_job_id") REFERENCES "public"."parse_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chunk_collections" ADD CONSTRAINT "chunk_collections_extract_job_id_extract_jobs_id_fk" FOREIGN KEY ("extract_job_id") REFERENCES "public"."extract_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chunks" ADD CONSTRAINT "chunks_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chunks" ADD CONSTRAINT "chunks_parse_job_id_parse_jobs_id_fk" FOREIGN KEY ("parse_job_id") REFERENCES "public"."parse_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chunks" ADD CONSTRAINT "chunks_chunk_collection_id_chunk_collections_id_fk" FOREIGN KEY ("chunk_collection_id") REFERENCES "public"."chunk_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extract_jobs" ADD CONSTRAINT "extract_jobs_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extract_jobs" ADD CONSTRAINT "extract_jobs_job_id_background_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."background_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parse_jobs" ADD CONSTRAINT "parse_jobs_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parse_jobs" ADD CONSTRAINT "parse_jobs_job_id_background_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."background_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_jobs" ADD CONSTRAINT "split_jobs_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_jobs" ADD CONSTRAINT "split_jobs_job_id_background_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."background_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chunk_collections_document_idx" ON "chunk_collections" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "chunks_document_page_idx" ON "chunks" USING btree ("document_id","page_number","position");--> statement-breakpoint
CREATE INDEX "chunks_parse_job_idx" ON "chunks" USING btree ("parse_job_id");--> statement-breakpoint
CREATE INDEX "chunks_collection_idx" ON "chunks" USING btree ("chunk_collection_id");--> statement-breakpoint
CREATE INDEX "documents_created_at_idx" ON "documents" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "extract_jobs_document_idx" ON "extract_jobs" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "parse_jobs_document_idx" ON "parse_jobs" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "split_jobs_document_idx" ON "split_jobs" USING btree ("document_id");