ALTER TABLE "monitors" ADD COLUMN "paused_by_plan" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "monitors" ADD COLUMN "interval_before_plan" integer;