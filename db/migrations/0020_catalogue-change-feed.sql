-- The catalogue's one change feed: every statement that changes games, whoever runs it (a server,
-- a script, psql), tells every listening process on the channel `catalogue_changed`, when its
-- transaction commits. The payload is `any`, or `ratings|<id>:<slug>,…` when only ratings changed
-- (a vote, which leaves every answer that shows none of those games as it was). A vote that leaves
-- the median as it was still changes the game's vote count: a new vote says so too. PostgreSQL
-- delivers one of identical notifications of one transaction.
CREATE OR REPLACE FUNCTION "catalogue_changed"(payload text) RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('catalogue_changed', CASE WHEN octet_length(payload) > 7000 THEN 'any' ELSE payload END);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "games_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT unnest(tsvector_to_array("search_vector")) FROM "new_games"
  ON CONFLICT DO NOTHING;
  UPDATE "catalogue_version" SET "version" = "version" + 1, "words_version" = "words_version" + 1 WHERE "id" = 1;
  PERFORM "catalogue_changed"('any');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "games_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1, "words_version" = "words_version" + 1 WHERE "id" = 1;
  PERFORM "catalogue_changed"('any');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "games_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  raised bigint;
  voted text;
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
    PERFORM "catalogue_changed"('any');
  ELSE
    SELECT string_agg("new_games"."id" || ':' || "new_games"."slug", ',' ORDER BY "new_games"."id") INTO voted
    FROM "old_games" JOIN "new_games" ON "old_games"."id" = "new_games"."id"
    WHERE "old_games"."rating" IS DISTINCT FROM "new_games"."rating";
    IF voted IS NOT NULL THEN
      UPDATE "catalogue_version" SET "ratings_version" = "ratings_version" + 1 WHERE "id" = 1
      RETURNING "ratings_version" INTO raised;
      INSERT INTO "rating_changes" ("ratings_version", "game_id")
      SELECT raised, "new_games"."id" FROM "old_games" JOIN "new_games" ON "old_games"."id" = "new_games"."id"
      WHERE "old_games"."rating" IS DISTINCT FROM "new_games"."rating";
      DELETE FROM "rating_changes" WHERE "ratings_version" <= raised - 1000;
      PERFORM "catalogue_changed"('ratings|' || voted);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "votes_cast"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  voted text;
BEGIN
  SELECT string_agg("games"."id" || ':' || "games"."slug", ',' ORDER BY "games"."id") INTO voted
  FROM "games" WHERE "games"."id" IN (SELECT "game_id" FROM "new_votes");
  IF voted IS NOT NULL THEN
    PERFORM "catalogue_changed"('ratings|' || voted);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "cozy_ratings_cast" AFTER INSERT ON "cozy_ratings" REFERENCING NEW TABLE AS "new_votes"
FOR EACH STATEMENT EXECUTE FUNCTION "votes_cast"();
