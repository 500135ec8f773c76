CREATE TABLE "library_revision" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"rev" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "library_revision_one_row" CHECK ("library_revision"."id" = 1)
);
--> statement-breakpoint
-- The one row, and the triggers that move it: any statement writing library_items, and a
-- user's new name or admin flag (shown as the owner of their items in every list).
INSERT INTO "library_revision" ("id", "rev") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "library_revision_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "library_revision" SET "rev" = "rev" + 1 WHERE "id" = 1;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "library_items_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "library_items"
	FOR EACH STATEMENT EXECUTE FUNCTION "library_revision_bump"();--> statement-breakpoint
CREATE TRIGGER "users_library_revision" AFTER UPDATE OF "fullname", "is_admin" ON "users"
	FOR EACH ROW WHEN (OLD."fullname" IS DISTINCT FROM NEW."fullname" OR OLD."is_admin" IS DISTINCT FROM NEW."is_admin")
	EXECUTE FUNCTION "library_revision_bump"();
