CREATE TABLE "practice_log_revision" (
	"user_id" text PRIMARY KEY NOT NULL,
	"rev" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "practice_log_revision" ADD CONSTRAINT "practice_log_revision_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every statement that adds or deletes entries moves the revision of each user it touched (a
-- user being deleted has no row left to move: their entries go with them, and so does this row).
CREATE FUNCTION "practice_log_revision_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "practice_log_revision" ("user_id", "rev")
		SELECT DISTINCT "changed"."user_id", 1 FROM "changed" JOIN "users" ON "users"."id" = "changed"."user_id"
	ON CONFLICT ("user_id") DO UPDATE SET "rev" = "practice_log_revision"."rev" + 1;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "practice_log_added" AFTER INSERT ON "practice_log"
	REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "practice_log_revision_bump"();--> statement-breakpoint
CREATE TRIGGER "practice_log_deleted" AFTER DELETE ON "practice_log"
	REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "practice_log_revision_bump"();
