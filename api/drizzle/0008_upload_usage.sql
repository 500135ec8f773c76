CREATE TABLE "upload_usage" (
	"owner_id" text PRIMARY KEY NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "upload_usage" ADD CONSTRAINT "upload_usage_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Images already stored count against their owners from now on (videos stored before this
-- are not counted: their sizes are on disk only).
INSERT INTO "upload_usage" ("owner_id", "bytes")
SELECT "owner_id", sum(octet_length("bytes")) FROM "media" GROUP BY "owner_id"
ON CONFLICT DO NOTHING;
