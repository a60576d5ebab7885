ALTER TABLE "check_days" ADD COLUMN "min_ms" real[];--> statement-breakpoint
ALTER TABLE "check_days" ADD COLUMN "max_ms" real[];--> statement-breakpoint
ALTER TABLE "check_hours" ADD COLUMN "min_ms" real[];--> statement-breakpoint
ALTER TABLE "check_hours" ADD COLUMN "max_ms" real[];--> statement-breakpoint
ALTER TABLE "check_minutes" ADD COLUMN "min_ms" real[];--> statement-breakpoint
ALTER TABLE "check_minutes" ADD COLUMN "max_ms" real[];