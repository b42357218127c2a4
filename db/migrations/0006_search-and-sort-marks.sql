CREATE TABLE "game_sort_marks" (
	"sort" text NOT NULL,
	"position" integer NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone,
	"sort_title" text,
	CONSTRAINT "game_sort_marks_sort_position_pk" PRIMARY KEY("sort","position")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "games_combat_newest_idx";--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The three sort indexes also carry what list filters test, so a filtered page is an index-only
-- walk that never reads the table.
DROP INDEX "games_newest_idx";--> statement-breakpoint
CREATE INDEX "games_newest_idx" ON "games" USING btree ("created_at","id") INCLUDE ("platforms","has_combat","genre");--> statement-breakpoint
DROP INDEX "games_sort_title_idx";--> statement-breakpoint
CREATE INDEX "games_sort_title_idx" ON "games" USING btree ("sort_title","id") INCLUDE ("platforms","has_combat","genre");--> statement-breakpoint
DROP INDEX "games_rating_idx";--> statement-breakpoint
CREATE INDEX "games_rating_idx" ON "games" USING btree ("rating" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("platforms","has_combat","genre");--> statement-breakpoint
-- Rebuilds game_sort_marks after any statement that adds, removes or reorders games: two
-- index-only walks of the catalogue, keeping every hundredth game. An advisory lock makes
-- concurrent writers take turns, so each one's marks count the games the other committed.
CREATE FUNCTION "game_sort_marks_rebuild"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('game_sort_marks'));
  DELETE FROM "game_sort_marks";
  INSERT INTO "game_sort_marks" ("sort", "position", "game_id", "created_at")
  SELECT 'created', "n" - 1, "id", "created_at"
  FROM (SELECT "id", "created_at", row_number() OVER (ORDER BY "created_at", "id") AS "n" FROM "games") AS "ranked"
  WHERE "n" % 100 = 1;
  INSERT INTO "game_sort_marks" ("sort", "position", "game_id", "sort_title")
  SELECT 'title', "n" - 1, "id", "sort_title"
  FROM (SELECT "id", "sort_title", row_number() OVER (ORDER BY "sort_title", "id") AS "n" FROM "games") AS "ranked"
  WHERE "n" % 100 = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "games_sort_marks" AFTER INSERT OR DELETE OR UPDATE OF "title", "created_at" ON "games"
FOR EACH STATEMENT EXECUTE FUNCTION "game_sort_marks_rebuild"();
--> statement-breakpoint
CREATE TRIGGER "games_sort_marks_truncate" AFTER TRUNCATE ON "games"
FOR EACH STATEMENT EXECUTE FUNCTION "game_sort_marks_rebuild"();
--> statement-breakpoint
-- Adds the words of new and changed games to the search dictionary.
CREATE FUNCTION "search_words_collect"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT unnest(tsvector_to_array("search_vector")) FROM "changed_games"
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "games_search_words_insert" AFTER INSERT ON "games" REFERENCING NEW TABLE AS "changed_games"
FOR EACH STATEMENT EXECUTE FUNCTION "search_words_collect"();
--> statement-breakpoint
CREATE TRIGGER "games_search_words_update" AFTER UPDATE ON "games" REFERENCING NEW TABLE AS "changed_games"
FOR EACH STATEMENT EXECUTE FUNCTION "search_words_collect"();
--> statement-breakpoint
INSERT INTO "search_words" ("word") SELECT DISTINCT unnest(tsvector_to_array("search_vector")) FROM "games";
--> statement-breakpoint
-- Builds the first marks by firing the rebuild once on an empty change.
UPDATE "games" SET "title" = "title" WHERE false;
