CREATE TABLE "status_notices" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"page_id" text NOT NULL,
	"post_id" text NOT NULL,
	"update_id" text NOT NULL,
	"cursor" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "subscriber_id" text;--> statement-breakpoint
ALTER TABLE "status_notices" ADD CONSTRAINT "status_notices_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_notices" ADD CONSTRAINT "status_notices_page_id_status_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."status_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_notices" ADD CONSTRAINT "status_notices_post_id_status_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."status_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_notices" ADD CONSTRAINT "status_notices_update_id_status_post_updates_id_fk" FOREIGN KEY ("update_id") REFERENCES "public"."status_post_updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "status_notices_update_idx" ON "status_notices" USING btree ("update_id");--> statement-breakpoint
CREATE INDEX "status_notices_open_idx" ON "status_notices" USING btree ("created_at") WHERE done_at is null;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_subscriber_id_status_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."status_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deliveries_subscriber_idx" ON "deliveries" USING btree ("subscriber_id");