CREATE TABLE "game_slug_history" (
	"slug" text PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text,
	"platforms" text[] NOT NULL,
	"genre" text NOT NULL,
	"developer" text,
	"release_year" integer,
	"rating" real,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"website_url" text,
	"featured" boolean DEFAULT false NOT NULL,
	"has_combat" boolean DEFAULT false NOT NULL,
	"review" text,
	"search_text" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, "search_text")) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_slug_unique" UNIQUE("slug"),
	CONSTRAINT "games_title_length" CHECK (char_length("games"."title") between 2 and 100),
	CONSTRAINT "games_description_length" CHECK (char_length("games"."description") between 10 and 2000),
	CONSTRAINT "games_genre_length" CHECK (char_length("games"."genre") between 2 and 50),
	CONSTRAINT "games_developer_length" CHECK ("games"."developer" is null or char_length("games"."developer") <= 100),
	CONSTRAINT "games_platforms_count" CHECK (cardinality("games"."platforms") between 1 and 8),
	CONSTRAINT "games_features_count" CHECK (cardinality("games"."features") <= 4),
	CONSTRAINT "games_release_year_range" CHECK ("games"."release_year" is null or "games"."release_year" between 1950 and 2100),
	CONSTRAINT "games_rating_range" CHECK ("games"."rating" is null or "games"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'admin' NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_email_lower" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_username_format" CHECK ("users"."username" ~ '^[A-Za-z0-9_-]{3,50}$'),
	CONSTRAINT "users_role_values" CHECK ("users"."role" in ('admin', 'editor'))
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"handled" boolean DEFAULT false NOT NULL,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cozy_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"voter_fingerprint" text NOT NULL,
	"voter_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cozy_ratings_one_vote_per_fingerprint" UNIQUE("game_id","voter_fingerprint"),
	CONSTRAINT "cozy_ratings_one_vote_per_voter" UNIQUE("game_id","voter_id"),
	CONSTRAINT "cozy_ratings_rating_range" CHECK ("cozy_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "error_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_title" text NOT NULL,
	"report_type" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'unreviewed' NOT NULL,
	"review_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "error_reports_type_values" CHECK ("error_reports"."report_type" in ('incorrect-info', 'missing-info', 'broken-link', 'other')),
	CONSTRAINT "error_reports_status_values" CHECK ("error_reports"."status" in ('unreviewed', 'resolved', 'dismissed'))
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text,
	"platforms" text[] NOT NULL,
	"genre" text NOT NULL,
	"developer" text,
	"release_year" integer,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"website_url" text,
	"submitter_email" text,
	"has_combat" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"review_notes" text,
	"game_id" integer,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submissions_status_values" CHECK ("submissions"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "submissions_review_notes_length" CHECK (char_length("submissions"."review_notes") <= 500),
	CONSTRAINT "submissions_features_count" CHECK (cardinality("submissions"."features") <= 4)
);
--> statement-breakpoint
ALTER TABLE "game_slug_history" ADD CONSTRAINT "game_slug_history_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cozy_ratings" ADD CONSTRAINT "cozy_ratings_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_slug_history_game_idx" ON "game_slug_history" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "games_platforms_idx" ON "games" USING gin ("platforms");--> statement-breakpoint
CREATE INDEX "games_genre_idx" ON "games" USING btree ("genre");--> statement-breakpoint
CREATE INDEX "games_newest_idx" ON "games" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "games_title_sort_idx" ON "games" USING btree (lower("title"),"id");--> statement-breakpoint
CREATE INDEX "games_rating_idx" ON "games" USING btree ("rating" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "games_featured_idx" ON "games" USING btree ("id") WHERE "games"."featured";--> statement-breakpoint
CREATE INDEX "games_combat_newest_idx" ON "games" USING btree ("has_combat","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "games_search_vector_idx" ON "games" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "games_title_trgm_idx" ON "games" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "games_developer_trgm_idx" ON "games" USING gin ("developer" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contact_messages_handled_idx" ON "contact_messages" USING btree ("handled","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "error_reports_status_idx" ON "error_reports" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "submissions_status_idx" ON "submissions" USING btree ("status","created_at" DESC NULLS LAST);