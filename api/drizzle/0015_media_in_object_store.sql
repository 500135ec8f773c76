ALTER TABLE "media" ALTER COLUMN "bytes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "object_key" text;--> statement-breakpoint
-- The images already stored are as big as their bytes; from now on the size is kept beside
-- each image, wherever its bytes are (the row or the object store).
ALTER TABLE "media" ADD COLUMN "size" integer;--> statement-breakpoint
UPDATE "media" SET "size" = octet_length("bytes");--> statement-breakpoint
ALTER TABLE "media" ALTER COLUMN "size" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_bytes_or_object" CHECK (("media"."bytes" IS NULL) <> ("media"."object_key" IS NULL));
