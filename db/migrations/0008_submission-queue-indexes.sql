DROP INDEX "submissions_status_idx";--> statement-breakpoint
CREATE INDEX "games_title_lower_idx" ON "games" USING btree (lower("title"));--> statement-breakpoint
CREATE INDEX "submissions_status_newest_idx" ON "submissions" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "submissions_newest_idx" ON "submissions" USING btree ("created_at","id");