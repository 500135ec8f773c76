-- A workout step now keeps what it runs: the inputs of its author's favorite as they were when
-- the workout was saved, so a published workout runs for everyone with the author's settings.
-- Workouts saved before that hold only the favorite's name: each such step takes the inputs of
-- its owner's favorite of that name and tool, where there is one (names are stored trimmed). A
-- step with no name, or a name the owner has no favorite for, stays as it was. The version moves
-- on, so a tab holding the old copy reloads before it saves.
UPDATE "library_items" AS "item" SET
  "body" = (
    SELECT jsonb_agg(
      coalesce(
        (SELECT "step"."value" || jsonb_build_object('inputs', "fav"."value" -> 'inputs')
         FROM jsonb_array_elements(
           CASE WHEN jsonb_typeof("owner"."favorites" -> ("step"."value" ->> 'feature')) = 'array'
             THEN "owner"."favorites" -> ("step"."value" ->> 'feature') ELSE '[]'::jsonb END
         ) AS "fav"
         WHERE NOT ("step"."value" ? 'inputs')
           AND btrim(coalesce("step"."value" ->> 'favoriteName', '')) <> ''
           AND "fav"."value" ->> 'name' = btrim("step"."value" ->> 'favoriteName')
           AND jsonb_typeof("fav"."value" -> 'inputs') = 'object'
         LIMIT 1),
        "step"."value"
      ) ORDER BY "step"."ordinality")
    FROM jsonb_array_elements("item"."body") WITH ORDINALITY AS "step"
  ),
  "version" = "item"."version" + 1
FROM "users" AS "owner"
WHERE "owner"."id" = "item"."owner_id"
  AND "item"."type" = 'workout'
  AND jsonb_typeof("item"."body") = 'array'
  AND EXISTS (
    SELECT 1
    FROM jsonb_array_elements("item"."body") AS "step"
    CROSS JOIN LATERAL jsonb_array_elements(
      CASE WHEN jsonb_typeof("owner"."favorites" -> ("step"."value" ->> 'feature')) = 'array'
        THEN "owner"."favorites" -> ("step"."value" ->> 'feature') ELSE '[]'::jsonb END
    ) AS "fav"
    WHERE NOT ("step"."value" ? 'inputs')
      AND btrim(coalesce("step"."value" ->> 'favoriteName', '')) <> ''
      AND "fav"."value" ->> 'name' = btrim("step"."value" ->> 'favoriteName')
      AND jsonb_typeof("fav"."value" -> 'inputs') = 'object'
  );
