-- Trigram search on the title and the tags (0000 creates it too; harmless when it exists).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "library_items" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"feature" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"body" jsonb DEFAULT '""'::jsonb NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags_text" text DEFAULT '' NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"external_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"video_data" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"img_data" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"author_info" jsonb NOT NULL,
	"status" text DEFAULT 'private' NOT NULL,
	"owner_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"msgs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "library_items_type_check" CHECK ("library_items"."type" in ('drill', 'tutorial', 'workout')),
	CONSTRAINT "library_items_status_check" CHECK ("library_items"."status" in ('private', 'pending', 'public'))
);
--> statement-breakpoint
ALTER TABLE "library_items" ADD CONSTRAINT "library_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "library_items_created_idx" ON "library_items" USING btree ("created_at",("id" collate "C"));--> statement-breakpoint
CREATE INDEX "library_items_title_sort_idx" ON "library_items" USING btree ((lower("title") collate "C"),("id" collate "C"));--> statement-breakpoint
CREATE INDEX "library_items_owner_idx" ON "library_items" USING btree ("owner_id","type");--> statement-breakpoint
CREATE INDEX "library_items_status_idx" ON "library_items" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "library_items_tags_idx" ON "library_items" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "library_items_title_trgm_idx" ON "library_items" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "library_items_tags_text_trgm_idx" ON "library_items" USING gin ("tags_text" gin_trgm_ops);