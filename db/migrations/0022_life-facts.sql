ALTER TABLE "games" ADD COLUMN "saves" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "away_cost" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "pricing" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "notes" text[];--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "settings" text[];--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "saves" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "away_cost" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "pricing" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "notes" text[];--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "settings" text[];--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_saves_values" CHECK ("games"."saves" is null or "games"."saves" in ('anytime', 'checkpoints', 'limited'));--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_away_cost_values" CHECK ("games"."away_cost" is null or "games"."away_cost" in ('none', 'mild', 'real'));--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_pricing_values" CHECK ("games"."pricing" is null or "games"."pricing" in ('free', 'once', 'store', 'gacha'));--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_notes_values" CHECK ("games"."notes" is null or "games"."notes" <@ array['spiders', 'grief', 'jump-scares', 'flashing-lights', 'reflex', 'heavy-themes']::text[]);--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_settings_values" CHECK ("games"."settings" is null or "games"."settings" <@ array['clock-control', 'skip-combat', 'assist', 'phobia-mode']::text[]);--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_saves_values" CHECK ("submissions"."saves" is null or "submissions"."saves" in ('anytime', 'checkpoints', 'limited'));--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_away_cost_values" CHECK ("submissions"."away_cost" is null or "submissions"."away_cost" in ('none', 'mild', 'real'));--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_pricing_values" CHECK ("submissions"."pricing" is null or "submissions"."pricing" in ('free', 'once', 'store', 'gacha'));--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_notes_values" CHECK ("submissions"."notes" is null or "submissions"."notes" <@ array['spiders', 'grief', 'jump-scares', 'flashing-lights', 'reflex', 'heavy-themes']::text[]);--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_settings_values" CHECK ("submissions"."settings" is null or "submissions"."settings" <@ array['clock-control', 'skip-combat', 'assist', 'phobia-mode']::text[]);