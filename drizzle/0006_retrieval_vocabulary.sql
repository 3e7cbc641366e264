DROP TABLE "search_term_stats" CASCADE;--> statement-breakpoint
DROP INDEX "search_chunks_fts_idx";--> statement-breakpoint
DROP INDEX "search_chunks_terms_idx";--> statement-breakpoint
ALTER TABLE "search_chunks" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "search_index_stats" DROP COLUMN "chunks";--> statement-breakpoint
ALTER TABLE "search_index_stats" DROP COLUMN "total_length";--> statement-breakpoint
CREATE TABLE "search_definitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"municipality_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"chunk_id" integer NOT NULL,
	"term" text NOT NULL,
	"key" text NOT NULL,
	"genus" text NOT NULL,
	"body_terms" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_chunks" ADD COLUMN "context_terms" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "search_chunks" ADD COLUMN "references" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "search_index_stats" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_definitions" ADD CONSTRAINT "search_definitions_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_definitions" ADD CONSTRAINT "search_definitions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_definitions" ADD CONSTRAINT "search_definitions_chunk_id_chunks_id_fk" FOREIGN KEY ("chunk_id") REFERENCES "public"."chunks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_definitions_document_idx" ON "search_definitions" USING btree ("municipality_id","document_id");
--> statement-breakpoint
-- The index version: bumped by any insert or delete on search_chunks (indexing, document deletion, cascades), so each
-- process can tell in one read whether its in-memory lexical index is current.
CREATE FUNCTION search_index_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_index_stats (municipality_id, version, refreshed_at)
  SELECT DISTINCT c.municipality_id, 1, now() FROM changed c
  WHERE EXISTS (SELECT 1 FROM municipalities m WHERE m.id = c.municipality_id)
  ON CONFLICT (municipality_id) DO UPDATE SET version = search_index_stats.version + 1, refreshed_at = now();
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_chunks_inserted AFTER INSERT ON search_chunks REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION search_index_bump();--> statement-breakpoint
CREATE TRIGGER search_chunks_deleted AFTER DELETE ON search_chunks REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION search_index_bump();
