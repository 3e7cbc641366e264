CREATE TABLE "gis_features" (
	"id" serial PRIMARY KEY NOT NULL,
	"layer_id" integer NOT NULL,
	"position" integer NOT NULL,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"geometry" jsonb,
	"address" text,
	"parcel_id" text,
	"longitude" double precision,
	"latitude" double precision
);
--> statement-breakpoint
CREATE TABLE "gis_layers" (
	"id" serial PRIMARY KEY NOT NULL,
	"municipality_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"file_name" text,
	"file_size" integer,
	"feature_count" integer DEFAULT 0 NOT NULL,
	"property_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mappings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"columns" jsonb,
	"bbox" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gis_features" ADD CONSTRAINT "gis_features_layer_id_gis_layers_id_fk" FOREIGN KEY ("layer_id") REFERENCES "public"."gis_layers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gis_layers" ADD CONSTRAINT "gis_layers_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gis_features_layer_idx" ON "gis_features" USING btree ("layer_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "gis_layers_municipality_name_idx" ON "gis_layers" USING btree ("municipality_id","name");