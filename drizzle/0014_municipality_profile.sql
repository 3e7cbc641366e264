ALTER TABLE "municipalities" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "municipalities" ADD COLUMN "website" text;--> statement-breakpoint
CREATE INDEX "chats_municipality_idx" ON "chats" USING btree ("municipality_id");