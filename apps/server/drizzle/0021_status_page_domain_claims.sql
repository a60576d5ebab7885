ALTER TABLE "status_pages" DROP CONSTRAINT "status_pages_custom_domain_unique";--> statement-breakpoint
CREATE INDEX "status_pages_custom_domain_idx" ON "status_pages" USING btree ("custom_domain");--> statement-breakpoint
CREATE UNIQUE INDEX "status_pages_verified_domain_idx" ON "status_pages" USING btree ("custom_domain") WHERE domain_verified_at is not null;