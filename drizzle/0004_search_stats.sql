CREATE TABLE "search_index_stats" (
	"municipality_id" integer PRIMARY KEY NOT NULL,
	"chunks" integer NOT NULL,
	"total_length" integer NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_term_stats" (
	"municipality_id" integer NOT NULL,
	"term" text NOT NULL,
	"df" integer NOT NULL,
	CONSTRAINT "search_term_stats_municipality_id_term_pk" PRIMARY KEY("municipality_id","term")
);
--> statement-breakpoint
ALTER TABLE "search_index_stats" ADD CONSTRAINT "search_index_stats_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_term_stats" ADD CONSTRAINT "search_term_stats_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE cascade ON UPDATE no action;