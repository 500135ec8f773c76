-- A workout step now keeps what it runs: the inputs of its author's favorite as they were when
-- the workout was saved, so a published workout runs for everyone with the author's settings.
-- Workouts saved before that hold only the favorite's name: each such step takes the inputs of
-- its owner's favorite of that name and tool, where there is one (names are stored trimmed). A
-- step with no name, or a name the owner has no favorite for, stays as it was. A workout that
-- changes moves its version on, so a tab holding the old copy reloads before it saves.
WITH "resolved" AS (
  SELECT "item"."id", (
    SELECT jsonb_agg(
      coalesce(
        (SELECT "step"."value" || jsonb_build_object('inputs', "fav"."value" -> 'inputs')
         FROM jsonb_array_elements(
           CASE WHEN jsonb_typeof("owner"."favorites" -> ("step"."value" ->> 'feature')) = 'array'
             THEN "owner"."favorites" -> ("step"."value" ->> 'feature') ELSE '[]'::jsonb END
         ) AS "fav"
         WHERE jsonb_typeof("step"."value") = 'object'
           AND NOT ("step"."value" ? 'inputs')
           AND btrim(coalesce("step"."value" ->> 'favoriteName', '')) <> ''
           AND "fav"."value" ->> 'name' = btrim("step"."value" ->> 'favoriteName')
           AND jsonb_typeof("fav"."value" -> 'inputs') = 'object'
         LIMIT 1),
        "step"."value"
      ) ORDER BY "step"."ordinality")
    FROM jsonb_array_elements("item"."body") WITH ORDINALITY AS "step"
  ) AS "body"
  FROM "library_items" AS "item"
  JOIN "users" AS "owner" ON "owner"."id" = "item"."owner_id"
  WHERE "item"."type" = 'workout'
    AND jsonb_typeof("item"."body") = 'array'
    AND jsonb_array_length("item"."body") > 0
)
UPDATE "library_items" SET
  "body" = "resolved"."body",
  "version" = "library_items"."version" + 1
FROM "resolved"
WHERE "library_items"."id" = "resolved"."id"
  AND "resolved"."body" <> "library_items"."body";
