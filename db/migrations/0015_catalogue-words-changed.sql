-- An edit raises the words version only when it changes a game's words: the writer sets the search
-- text on every edit, so naming the columns in the trigger counted a new cover or platform as well.
-- Rows are paired by id; a row without its pair counts as a change of words.
DROP TRIGGER "games_catalogue_words_version" ON "games";
--> statement-breakpoint
CREATE TRIGGER "games_catalogue_words_version" AFTER INSERT OR DELETE ON "games"
FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_words_version_bump"();
--> statement-breakpoint
CREATE FUNCTION "catalogue_words_version_bump_if_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM "old_games" FULL JOIN "new_games" ON "old_games"."id" = "new_games"."id"
    WHERE "old_games"."id" IS NULL OR "new_games"."id" IS NULL
       OR "old_games"."search_text" IS DISTINCT FROM "new_games"."search_text"
       OR "old_games"."title" IS DISTINCT FROM "new_games"."title"
  ) THEN
    UPDATE "catalogue_version" SET "words_version" = "words_version" + 1 WHERE "id" = 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "games_catalogue_words_version_update" AFTER UPDATE ON "games"
REFERENCING OLD TABLE AS "old_games" NEW TABLE AS "new_games"
FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_words_version_bump_if_changed"();
