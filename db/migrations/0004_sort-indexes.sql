DROP INDEX "games_title_sort_idx";--> statement-breakpoint
DROP INDEX "games_newest_idx";--> statement-breakpoint
DROP INDEX "games_rating_idx";--> statement-breakpoint
DROP INDEX "games_combat_newest_idx";--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "sort_title" text GENERATED ALWAYS AS (lower("title")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "games_sort_title_idx" ON "games" USING btree ("sort_title","id");--> statement-breakpoint
CREATE INDEX "games_newest_idx" ON "games" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "games_rating_idx" ON "games" USING btree ("rating" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "games_combat_newest_idx" ON "games" USING btree ("has_combat","created_at","id");