-- Each monitor's latest check moves out of monitor_state into a table of its own, UNLOGGED: it is
-- rewritten on every check, and logging those rewrites was most of the write-ahead log. Pages
-- half full leave each row's next version room on its own page, where the next read of the page
-- reclaims the old one without a VACUUM.
CREATE UNLOGGED TABLE "monitor_last_checks" (
	"monitor_id" text PRIMARY KEY NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"result" jsonb NOT NULL
) WITH (fillfactor = 50);
--> statement-breakpoint
ALTER TABLE "monitor_last_checks" ADD CONSTRAINT "monitor_last_checks_monitor_id_monitors_id_fk" FOREIGN KEY ("monitor_id") REFERENCES "public"."monitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "monitor_last_checks" ("monitor_id", "checked_at", "result")
	SELECT "monitor_id", "last_checked_at", "last_result" FROM "monitor_state"
	WHERE "last_checked_at" IS NOT NULL AND "last_result" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "monitor_state" DROP COLUMN "last_checked_at";--> statement-breakpoint
ALTER TABLE "monitor_state" DROP COLUMN "last_result";
