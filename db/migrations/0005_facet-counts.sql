CREATE TABLE "game_facet_counts" (
	"platform" text NOT NULL,
	"genre" text NOT NULL,
	"has_combat" boolean NOT NULL,
	"games" integer NOT NULL,
	CONSTRAINT "game_facet_counts_platform_genre_has_combat_pk" PRIMARY KEY("platform","genre","has_combat")
);
--> statement-breakpoint
-- Keeps game_facet_counts exact: every change to a game's platforms, genre or combat flag moves
-- it from its old rows to its new ones. Rows at zero stay; they sum to nothing.
CREATE FUNCTION "game_facet_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "game_facet_counts" SET "games" = "games" - 1
    WHERE "genre" = OLD."genre" AND "has_combat" = OLD."has_combat"
      AND "platform" IN (SELECT '' UNION SELECT unnest(OLD."platforms"));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "game_facet_counts" ("platform", "genre", "has_combat", "games")
    SELECT p, NEW."genre", NEW."has_combat", 1 FROM (SELECT '' AS p UNION SELECT unnest(NEW."platforms")) AS platforms
    ON CONFLICT ("platform", "genre", "has_combat") DO UPDATE SET "games" = "game_facet_counts"."games" + 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "games_facet_counts" AFTER INSERT OR DELETE OR UPDATE OF "platforms", "genre", "has_combat" ON "games"
FOR EACH ROW EXECUTE FUNCTION "game_facet_counts_track"();
--> statement-breakpoint
CREATE FUNCTION "game_facet_counts_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "game_facet_counts";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "games_facet_counts_truncate" AFTER TRUNCATE ON "games"
FOR EACH STATEMENT EXECUTE FUNCTION "game_facet_counts_reset"();
--> statement-breakpoint
INSERT INTO "game_facet_counts" ("platform", "genre", "has_combat", "games")
SELECT p, "genre", "has_combat", count(*)::int
FROM (SELECT '' AS p, "genre", "has_combat" FROM "games"
      UNION ALL
      SELECT DISTINCT ON ("id", p) p, "genre", "has_combat" FROM "games", unnest("platforms") AS p) AS facets
GROUP BY p, "genre", "has_combat";
