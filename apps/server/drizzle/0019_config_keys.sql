ALTER TABLE "monitors" ADD COLUMN "config_key" text;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "config_key" text;--> statement-breakpoint
ALTER TABLE "maintenance_windows" ADD COLUMN "config_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "monitors_config_key_idx" ON "monitors" USING btree ("workspace_id","config_key");--> statement-breakpoint
CREATE UNIQUE INDEX "channels_config_key_idx" ON "channels" USING btree ("workspace_id","config_key");--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_windows_config_key_idx" ON "maintenance_windows" USING btree ("workspace_id","config_key");