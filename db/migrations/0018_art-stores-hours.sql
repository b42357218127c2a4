ALTER TABLE "games" ADD COLUMN "cover_origin" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "screenshots" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "art_sources" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "art_credit" jsonb;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "hours_to_finish" real;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "stores" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "stores" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_hours_to_finish_range" CHECK ("games"."hours_to_finish" is null or "games"."hours_to_finish" > 0 and "games"."hours_to_finish" <= 1000);--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_cover_origin_values" CHECK ("games"."cover_origin" is null or "games"."cover_origin" in ('admin', 'import'));--> statement-breakpoint
UPDATE "games" SET "cover_origin" = 'admin' WHERE "cover" IS NOT NULL;
