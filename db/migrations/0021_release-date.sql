CREATE TABLE "shipped_catalogue_edition" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"edition" integer NOT NULL,
	CONSTRAINT "shipped_catalogue_edition_one_row" CHECK ("shipped_catalogue_edition"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "release_date" date;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "release_date" date;--> statement-breakpoint
CREATE INDEX "games_release_date_idx" ON "games" USING btree ("release_date","id") WHERE "games"."release_date" is not null;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_release_date_year" CHECK ("games"."release_date" is null or "games"."release_year" = extract(year from "games"."release_date")::int);--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_release_date_year" CHECK ("submissions"."release_date" is null or "submissions"."release_year" = extract(year from "submissions"."release_date")::int);