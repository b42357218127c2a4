CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_version_one_row" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
-- Counts every statement that changes games. The row is updated in the writer's transaction, so the
-- new number shows exactly when the change does. Two writers wait on the row only from their
-- statement on games to their commit, and writes to the catalogue are few and short.
CREATE FUNCTION "catalogue_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "games_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "games"
FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "games_catalogue_version_truncate" AFTER TRUNCATE ON "games"
FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
