ALTER TABLE "catalogue_version" ADD COLUMN "words_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Counts the statements that can change a game's words (its search text or title), or which
-- games there are; the search indexes of the processes are kept across any other change.
CREATE FUNCTION "catalogue_words_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_version" SET "words_version" = "words_version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "games_catalogue_words_version" AFTER INSERT OR DELETE OR UPDATE OF "search_text", "title" ON "games"
FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_words_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "games_catalogue_words_version_truncate" AFTER TRUNCATE ON "games"
FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_words_version_bump"();
