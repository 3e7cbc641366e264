CREATE TABLE "divisors" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"extract_job_id" integer NOT NULL,
	"parent_id" integer,
	"divisor_type" text NOT NULL,
	"number" text,
	"title" text NOT NULL,
	"content_preview" text,
	"body" text,
	"start_page" integer,
	"end_page" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"chunk_id" integer NOT NULL,
	"chunk_collection_id" integer,
	"question_text" text NOT NULL,
	"answer_text" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "municipality_documents" (
	"municipality_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "municipality_documents_municipality_id_document_id_pk" PRIMARY KEY("municipality_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "search_chunks" (
	"id" serial PRIMARY KEY NOT NULL,
	"municipality_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"chunk_id" integer NOT NULL,
	"document_name" text NOT NULL,
	"citation" text,
	"heading" text,
	"section_number" text,
	"section_label" text,
	"page_number" integer,
	"content" text NOT NULL,
	"terms" jsonb NOT NULL,
	"heading_terms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"citation_terms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"defined_terms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"length" integer NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(heading, '') || ' ' || coalesce(citation, '')), 'A') || to_tsvector('english', content)) STORED,
	"embedding" vector(1536),
	"indexed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "divisors" ADD CONSTRAINT "divisors_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "divisors" ADD CONSTRAINT "divisors_extract_job_id_extract_jobs_id_fk" FOREIGN KEY ("extract_job_id") REFERENCES "public"."extract_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "divisors" ADD CONSTRAINT "divisors_parent_id_divisors_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."divisors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_questions" ADD CONSTRAINT "test_questions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_questions" ADD CONSTRAINT "test_questions_chunk_id_chunks_id_fk" FOREIGN KEY ("chunk_id") REFERENCES "public"."chunks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_questions" ADD CONSTRAINT "test_questions_chunk_collection_id_chunk_collections_id_fk" FOREIGN KEY ("chunk_collection_id") REFERENCES "public"."chunk_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "municipality_documents" ADD CONSTRAINT "municipality_documents_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "municipality_documents" ADD CONSTRAINT "municipality_documents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_chunks" ADD CONSTRAINT "search_chunks_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_chunks" ADD CONSTRAINT "search_chunks_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_chunks" ADD CONSTRAINT "search_chunks_chunk_id_chunks_id_fk" FOREIGN KEY ("chunk_id") REFERENCES "public"."chunks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "divisors_extract_job_idx" ON "divisors" USING btree ("extract_job_id","position");--> statement-breakpoint
CREATE INDEX "divisors_parent_idx" ON "divisors" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "test_questions_document_idx" ON "test_questions" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "test_questions_chunk_idx" ON "test_questions" USING btree ("chunk_id");--> statement-breakpoint
CREATE UNIQUE INDEX "search_chunks_municipality_chunk_idx" ON "search_chunks" USING btree ("municipality_id","chunk_id");--> statement-breakpoint
CREATE INDEX "search_chunks_document_idx" ON "search_chunks" USING btree ("municipality_id","document_id");--> statement-breakpoint
CREATE INDEX "search_chunks_section_idx" ON "search_chunks" USING btree ("municipality_id","section_number");--> statement-breakpoint
CREATE INDEX "search_chunks_fts_idx" ON "search_chunks" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "search_chunks_terms_idx" ON "search_chunks" USING gin ("terms");