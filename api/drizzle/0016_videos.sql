-- Videos go on record here from now on, as images are in "media". Those stored before are on
-- record only in their sidecars in the object store (videos/<id>.json), which SQL cannot read:
-- the API records each the first time it meets it (the sweep at start, or serving it).
CREATE TABLE "videos" (
	"file" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "videos_owner_id_idx" ON "videos" USING btree ("owner_id");