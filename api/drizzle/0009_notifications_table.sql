CREATE TABLE "notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"user_id" text NOT NULL,
	"txt" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"type" text,
	"item_id" text,
	"status" text,
	"by_user_id" text,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_seq_key" ON "notifications" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE not "notifications"."is_read";--> statement-breakpoint
-- Today's notices move over from users.notifications (newest first there), oldest first so seq
-- grows with age. Fresh ids: the old ones were partly written by clients and need not be unique.
INSERT INTO "notifications" ("id", "user_id", "txt", "link", "type", "item_id", "status", "by_user_id", "is_read", "created_at")
SELECT gen_random_uuid()::text, u."id", coalesce(n.elem->>'txt', ''), coalesce(n.elem->>'link', ''),
       n.elem->>'type', n.elem->>'itemId', n.elem->>'status', n.elem->>'byUserId',
       coalesce((n.elem->>'isRead')::boolean, false), coalesce((n.elem->>'createdAt')::bigint, 0)
FROM "users" u, jsonb_array_elements(u."notifications") WITH ORDINALITY AS n(elem, pos)
WHERE jsonb_typeof(u."notifications") = 'array'
ORDER BY u."id", n.pos DESC;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "notifications";