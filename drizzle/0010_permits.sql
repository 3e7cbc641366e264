CREATE TYPE "public"."permit_review_status" AS ENUM('processing', 'completed', 'failed');--> statement-breakpoint
CREATE TABLE "permit_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"municipality_id" integer NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_size" integer NOT NULL,
	"page_count" integer NOT NULL,
	"context" text DEFAULT '' NOT NULL,
	"application_text" text NOT NULL,
	"status" "permit_review_status" DEFAULT 'processing' NOT NULL,
	"advice_status" text,
	"result" jsonb,
	"error" text,
	"job_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "permit_reviews" ADD CONSTRAINT "permit_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permit_reviews" ADD CONSTRAINT "permit_reviews_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "permit_reviews_user_created_idx" ON "permit_reviews" USING btree ("user_id","created_at");