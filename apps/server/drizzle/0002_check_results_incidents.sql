CREATE TABLE "check_results" (
	"monitor_seq" integer NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"status" smallint NOT NULL,
	"error_kind" smallint,
	"status_code" smallint,
	"dns_ms" real,
	"connect_ms" real,
	"tls_ms" real,
	"ttfb_ms" real,
	"total_ms" real NOT NULL,
	"message" text
);
--> statement-breakpoint
CREATE TABLE "incidents" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"monitor_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"cause_kind" text,
	"cause" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_monitor_id_monitors_id_fk" FOREIGN KEY ("monitor_id") REFERENCES "public"."monitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_results_monitor_time_idx" ON "check_results" USING btree ("monitor_seq","checked_at");--> statement-breakpoint
CREATE INDEX "incidents_monitor_idx" ON "incidents" USING btree ("monitor_id","started_at");--> statement-breakpoint
CREATE INDEX "incidents_workspace_idx" ON "incidents" USING btree ("workspace_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "incidents_one_open_idx" ON "incidents" USING btree ("monitor_id") WHERE status = 'open';