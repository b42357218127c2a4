CREATE TABLE "rating_changes" (
	"ratings_version" bigint NOT NULL,
	"game_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_version" ADD COLUMN "ratings_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "rating_changes_version_idx" ON "rating_changes" USING btree ("ratings_version");--> statement-breakpoint
-- An update that changes ratings and nothing else (a vote) raises `ratings_version` instead of
-- `version` and notes which games it changed, so a process renews its index from just those games;
-- the last 1,000 raises are kept. An update that changes nothing raises neither. Rows are paired
-- by id; a row without its pair counts as a change of everything. Writers take turns on the
-- version's row, so the notes of each raise are committed in the order of the raises.
DROP TRIGGER "games_catalogue_version" ON "games";
--> statement-breakpoint
CREATE TRIGGER "games_catalogue_version" AFTER INSERT OR DELETE ON "games"
FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE FUNCTION "catalogue_version_bump_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  raised bigint;
BEGIN
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
CREATE TRIGGER "games_catalogue_version_update" AFTER UPDATE ON "games"
REFERENCING OLD TABLE AS "old_games" NEW TABLE AS "new_games"
FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump_on_update"();
