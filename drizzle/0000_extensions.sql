-- Extensions every later migration may rely on: pgvector for embeddings, pg_trgm for fuzzy title search.
CREATE EXTENSION IF NOT EXISTS vector;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
