CREATE TABLE "grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_number" text NOT NULL,
	"program_title" text NOT NULL,
	"popular_name" text,
	"agency" text,
	"sub_agency" text,
	"objective" text,
	"applicant_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"beneficiary_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"assistance_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"authorizations" text[] DEFAULT '{}'::text[] NOT NULL,
	"rules_regulations" text,
	"obligations_fy2023" double precision,
	"obligations_fy2024" double precision,
	"obligations_fy2025_estimate_or_actual" double precision,
	"fiscal_year" integer,
	"sam_url" text,
	"grants_url" text,
	"embedding" vector(1536),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grants_program_number_unique" UNIQUE("program_number")
);
--> statement-breakpoint
CREATE INDEX "grants_updated_at_idx" ON "grants" USING btree ("updated_at");