-- Profile links are http(s) only and pictures are served by this app (the user schema now
-- refuses anything else). Values stored before that rule are blanked here: a 'javascript:' or
-- 'data:' link is dropped, an outside picture (a tracking pixel) becomes the stock avatar.
-- The version moves on, so a tab holding the old copy reloads before it saves.
UPDATE "users" SET
  "instagram" = CASE WHEN "instagram" ~* '^https?://[^/?#[:space:]]+' THEN "instagram" ELSE '' END,
  "facebook" = CASE WHEN "facebook" ~* '^https?://[^/?#[:space:]]+' THEN "facebook" ELSE '' END,
  "youtube" = CASE WHEN "youtube" ~* '^https?://[^/?#[:space:]]+' THEN "youtube" ELSE '' END,
  "website" = CASE WHEN "website" ~* '^https?://[^/?#[:space:]]+' THEN "website" ELSE '' END,
  "other" = CASE WHEN "other" ~* '^https?://[^/?#[:space:]]+' THEN "other" ELSE '' END,
  "img_url" = CASE
    WHEN "img_url" ~ '^/api/media/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN "img_url"
    ELSE '/api/avatars/default.svg'
  END,
  "version" = "version" + 1
WHERE ("instagram" <> '' AND "instagram" !~* '^https?://[^/?#[:space:]]+')
   OR ("facebook" <> '' AND "facebook" !~* '^https?://[^/?#[:space:]]+')
   OR ("youtube" <> '' AND "youtube" !~* '^https?://[^/?#[:space:]]+')
   OR ("website" <> '' AND "website" !~* '^https?://[^/?#[:space:]]+')
   OR ("other" <> '' AND "other" !~* '^https?://[^/?#[:space:]]+')
   OR ("img_url" <> '' AND "img_url" <> '/api/avatars/default.svg'
       AND "img_url" !~ '^/api/media/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$');
