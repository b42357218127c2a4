-- The SQL list path is gone (lists, deep pages and counts come from the catalogue's in-memory
-- index): its tables, their triggers and the columns its indexes carried go with it.
DROP TRIGGER "games_facet_counts" ON "games";--> statement-breakpoint
DROP TRIGGER "games_facet_counts_truncate" ON "games";--> statement-breakpoint
DROP TRIGGER "games_sort_marks" ON "games";--> statement-breakpoint
DROP TRIGGER "games_sort_marks_truncate" ON "games";--> statement-breakpoint
DROP FUNCTION "game_facet_counts_track"();--> statement-breakpoint
DROP FUNCTION "game_facet_counts_reset"();--> statement-breakpoint
DROP FUNCTION "game_sort_marks_rebuild"();--> statement-breakpoint
DROP TABLE "game_facet_counts" CASCADE;--> statement-breakpoint
DROP TABLE "game_sort_marks" CASCADE;--> statement-breakpoint
DROP INDEX "games_newest_idx";--> statement-breakpoint
CREATE INDEX "games_newest_idx" ON "games" USING btree ("created_at","id");--> statement-breakpoint
DROP INDEX "games_sort_title_idx";--> statement-breakpoint
CREATE INDEX "games_sort_title_idx" ON "games" USING btree ("sort_title","id");--> statement-breakpoint
DROP INDEX "games_rating_idx";--> statement-breakpoint
CREATE INDEX "games_rating_idx" ON "games" USING btree ("rating" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- One trigger per kind of statement on games, where there were eight: each adds the words of new
-- or changed games to the search dictionary and moves the catalogue's versions (migrations 0013 to
-- 0016 say what each version means).
DROP TRIGGER "games_search_words_insert" ON "games";--> statement-breakpoint
DROP TRIGGER "games_search_words_update" ON "games";--> statement-breakpoint
DROP TRIGGER "games_catalogue_version" ON "games";--> statement-breakpoint
DROP TRIGGER "games_catalogue_version_truncate" ON "games";--> statement-breakpoint
DROP TRIGGER "games_catalogue_version_update" ON "games";--> statement-breakpoint
DROP TRIGGER "games_catalogue_words_version" ON "games";--> statement-breakpoint
DROP TRIGGER "games_catalogue_words_version_truncate" ON "games";--> statement-breakpoint
DROP TRIGGER "games_catalogue_words_version_update" ON "games";--> statement-breakpoint
DROP FUNCTION "search_words_collect"();--> statement-breakpoint
DROP FUNCTION "catalogue_version_bump"();--> statement-breakpoint
DROP FUNCTION "catalogue_version_bump_on_update"();--> statement-breakpoint
DROP FUNCTION "catalogue_words_version_bump"();--> statement-breakpoint
DROP FUNCTION "catalogue_words_version_bump_if_changed"();--> statement-breakpoint
CREATE FUNCTION "games_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT unnest(tsvector_to_array("search_vector")) FROM "new_games"
  ON CONFLICT DO NOTHING;
  UPDATE "catalogue_version" SET "version" = "version" + 1, "words_version" = "words_version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "games_inserted" AFTER INSERT ON "games" REFERENCING NEW TABLE AS "new_games"
FOR EACH STATEMENT EXECUTE FUNCTION "games_inserted"();
--> statement-breakpoint
CREATE FUNCTION "games_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1, "words_version" = "words_version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "games_deleted" AFTER DELETE ON "games"
FOR EACH STATEMENT EXECUTE FUNCTION "games_removed"();
--> statement-breakpoint
CREATE TRIGGER "games_truncated" AFTER TRUNCATE ON "games"
FOR EACH STATEMENT EXECUTE FUNCTION "games_removed"();
--> statement-breakpoint
-- Rows are paired by id; a row without its pair counts as a change of everything. An update that
-- changes ratings and nothing else (a vote) raises `ratings_version` and notes the games it changed
-- (the last 1,000 raises are kept); any other change raises `version`, and `words_version` too when
-- it changes a game's words. An update that changes nothing raises nothing.
CREATE FUNCTION "games_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  raised bigint;
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT unnest(tsvector_to_array("new_games"."search_vector"))
  FROM "new_games" LEFT JOIN "old_games" ON "old_games"."id" = "new_games"."id"
  WHERE "old_games"."id" IS NULL OR "old_games"."search_text" IS DISTINCT FROM "new_games"."search_text"
  ON CONFLICT DO NOTHING;
  IF EXISTS (
    SELECT 1 FROM "old_games" FULL JOIN "new_games" ON "old_games"."id" = "new_games"."id"
    WHERE "old_games"."id" IS NULL OR "new_games"."id" IS NULL
       OR "old_games"."search_text" IS DISTINCT FROM "new_games"."search_text"
       OR "old_games"."title" IS DISTINCT FROM "new_games"."title"
  ) THEN
    UPDATE "catalogue_version" SET "words_version" = "words_version" + 1 WHERE "id" = 1;
  END IF;
  IF EXISTS (
    SELECT 1 FROM "old_games" FULL JOIN "new_games" ON "old_games"."id" = "new_games"."id"
    WHERE "old_games"."id" IS NULL OR "new_games"."id" IS NULL
       OR (to_jsonb("old_games") - 'rating') IS DISTINCT FROM (to_jsonb("new_games") - 'rating')
  ) THEN
    UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
  ELSIF EXISTS (
    SELECT 1 FROM "old_games" JOIN "new_games" ON "old_games"."id" = "new_games"."id"
    WHERE "old_games"."rating" IS DISTINCT FROM "new_games"."rating"
  ) THEN
    UPDATE "catalogue_version" SET "ratings_version" = "ratings_version" + 1 WHERE "id" = 1
    RETURNING "ratings_version" INTO raised;
    INSERT INTO "rating_changes" ("ratings_version", "game_id")
    SELECT raised, "new_games"."id" FROM "old_games" JOIN "new_games" ON "old_games"."id" = "new_games"."id"
    WHERE "old_games"."rating" IS DISTINCT FROM "new_games"."rating";
    DELETE FROM "rating_changes" WHERE "ratings_version" <= raised - 1000;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "games_updated" AFTER UPDATE ON "games"
REFERENCING OLD TABLE AS "old_games" NEW TABLE AS "new_games"
FOR EACH STATEMENT EXECUTE FUNCTION "games_updated"();
