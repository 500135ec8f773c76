-- A user's new name or admin flag moves the library's revision in code now: the users module
-- publishes `user.updated` and the library module bumps its own revision. Only the trigger on
-- "users" goes; "library_revision_bump" stays, as the trigger on "library_items" calls it.
DROP TRIGGER IF EXISTS "users_library_revision" ON "users";
