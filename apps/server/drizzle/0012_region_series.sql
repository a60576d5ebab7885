CREATE TABLE "region_series" (
	"seq" integer PRIMARY KEY DEFAULT nextval('monitors_seq_seq') NOT NULL,
	"monitor_seq" integer NOT NULL,
	"region" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "region_series_monitor_region_idx" ON "region_series" USING btree ("monitor_seq","region");