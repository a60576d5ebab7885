CREATE TABLE "check_days" (
	"monitor_seq" integer NOT NULL,
	"day" integer NOT NULL,
	"down_ms" integer NOT NULL,
	"observed_ms" integer NOT NULL,
	"checks" integer NOT NULL,
	"failures" integer NOT NULL,
	"degraded" integer NOT NULL,
	"hist" integer[] NOT NULL,
	CONSTRAINT "check_days_monitor_seq_day_pk" PRIMARY KEY("monitor_seq","day")
);
--> statement-breakpoint
CREATE TABLE "check_hours" (
	"monitor_seq" integer NOT NULL,
	"hour" integer NOT NULL,
	"down_ms" integer NOT NULL,
	"observed_ms" integer NOT NULL,
	"checks" integer NOT NULL,
	"failures" integer NOT NULL,
	"degraded" integer NOT NULL,
	"hist" integer[] NOT NULL,
	CONSTRAINT "check_hours_monitor_seq_hour_pk" PRIMARY KEY("monitor_seq","hour")
);
--> statement-breakpoint
CREATE TABLE "check_minutes" (
	"monitor_seq" integer NOT NULL,
	"minute" integer NOT NULL,
	"down_ms" integer NOT NULL,
	"observed_ms" integer NOT NULL,
	"checks" integer NOT NULL,
	"failures" integer NOT NULL,
	"degraded" integer NOT NULL,
	"hist" integer[] NOT NULL,
	"raw" "bytea" NOT NULL,
	CONSTRAINT "check_minutes_monitor_seq_minute_pk" PRIMARY KEY("monitor_seq","minute")
);
--> statement-breakpoint
CREATE TABLE "rollup_marks" (
	"level" text PRIMARY KEY NOT NULL,
	"until" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "check_hours_hour_idx" ON "check_hours" USING brin ("hour");--> statement-breakpoint
CREATE INDEX "check_minutes_minute_idx" ON "check_minutes" USING brin ("minute");
--> statement-breakpoint
-- Sums two latency histograms (sorted int[] of `key << 20 | count`, see history/histogram.ts):
-- used when a minute already stored receives more checks (a restart in the middle of a minute).
CREATE FUNCTION "tocsin_hist_merge"(a integer[], b integer[]) RETURNS integer[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg((k << 20) | least(n, 1048575)::integer ORDER BY k), '{}')
  FROM (SELECT e >> 20 AS k, sum(e & 1048575) AS n FROM unnest(a || b) AS e GROUP BY 1) AS s
$$;
