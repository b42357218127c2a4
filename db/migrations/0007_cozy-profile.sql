ALTER TABLE "games" ADD COLUMN "fail_state" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "time_pressure" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "length" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "play_modes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "fail_state" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "time_pressure" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "length" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "play_modes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "games_fail_state_idx" ON "games" USING btree ("fail_state");--> statement-breakpoint
CREATE INDEX "games_time_pressure_idx" ON "games" USING btree ("time_pressure");--> statement-breakpoint
CREATE INDEX "games_length_idx" ON "games" USING btree ("length");--> statement-breakpoint
CREATE INDEX "games_play_modes_idx" ON "games" USING gin ("play_modes");--> statement-breakpoint
CREATE INDEX "games_facets_idx" ON "games" USING btree ("genre","fail_state","time_pressure","length","has_combat","platforms","play_modes","rating","id");--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_fail_state_values" CHECK ("games"."fail_state" is null or "games"."fail_state" in ('none', 'gentle', 'yes'));--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_time_pressure_values" CHECK ("games"."time_pressure" is null or "games"."time_pressure" in ('none', 'relaxed', 'yes'));--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_length_values" CHECK ("games"."length" is null or "games"."length" in ('short', 'medium', 'long', 'endless'));--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_play_modes_values" CHECK ("games"."play_modes" <@ array['solo', 'co-op', 'online']::text[]);--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_fail_state_values" CHECK ("submissions"."fail_state" is null or "submissions"."fail_state" in ('none', 'gentle', 'yes'));--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_time_pressure_values" CHECK ("submissions"."time_pressure" is null or "submissions"."time_pressure" in ('none', 'relaxed', 'yes'));--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_length_values" CHECK ("submissions"."length" is null or "submissions"."length" in ('short', 'medium', 'long', 'endless'));--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_play_modes_values" CHECK ("submissions"."play_modes" <@ array['solo', 'co-op', 'online']::text[]);