CREATE TABLE "instance_health_days" (
	"day" integer PRIMARY KEY NOT NULL,
	"up" "bytea" NOT NULL,
	"lagging" "bytea" NOT NULL,
	"checks" integer DEFAULT 0 NOT NULL,
	"alerts_delivered" integer DEFAULT 0 NOT NULL,
	"last_check_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "deliveries_delivered_idx" ON "deliveries" USING btree ("delivered_at") WHERE delivered_at is not null;