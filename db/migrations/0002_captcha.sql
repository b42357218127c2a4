CREATE TABLE "captcha_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"answer" text NOT NULL,
	"checks" smallint DEFAULT 0 NOT NULL,
	"failures" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "captcha_challenges_counts" CHECK ("captcha_challenges"."checks" >= 0 and "captcha_challenges"."failures" >= 0)
);
--> statement-breakpoint
CREATE INDEX "captcha_challenges_expires_idx" ON "captcha_challenges" USING btree ("expires_at");