CREATE TABLE "practice_log" (
	"user_id" text NOT NULL,
	"id" text NOT NULL,
	"tool" text NOT NULL,
	"name" text NOT NULL,
	"item_id" text,
	"inputs" jsonb NOT NULL,
	"sets" jsonb NOT NULL,
	"steps" jsonb,
	"started_at" bigint NOT NULL,
	"ended_at" bigint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"rating" smallint,
	"created_at" bigint NOT NULL,
	"held_seconds" integer DEFAULT 0 NOT NULL,
	"longest_hold" integer DEFAULT 0 NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	"shapes" integer DEFAULT 0 NOT NULL,
	"reps" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "practice_log_pkey" PRIMARY KEY("user_id","id"),
	CONSTRAINT "practice_log_tool_check" CHECK ("practice_log"."tool" in ('holdOn', 'entryBuddy', 'shapeJam', 'drillDJ', 'workout')),
	CONSTRAINT "practice_log_rating_check" CHECK ("practice_log"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "practice_log" ADD CONSTRAINT "practice_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_log_user_started_idx" ON "practice_log" USING btree ("user_id","started_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "practice_log_best_longest_hold_idx" ON "practice_log" USING btree ("user_id","longest_hold" DESC NULLS LAST,"started_at") WHERE "practice_log"."longest_hold" > 0;--> statement-breakpoint
CREATE INDEX "practice_log_best_entries_idx" ON "practice_log" USING btree ("user_id","entries" DESC NULLS LAST,"started_at") WHERE "practice_log"."entries" > 0;--> statement-breakpoint
CREATE INDEX "practice_log_best_shapes_idx" ON "practice_log" USING btree ("user_id","shapes" DESC NULLS LAST,"started_at") WHERE "practice_log"."shapes" > 0;--> statement-breakpoint
CREATE INDEX "practice_log_best_reps_idx" ON "practice_log" USING btree ("user_id","reps" DESC NULLS LAST,"started_at") WHERE "practice_log"."reps" > 0;