CREATE TABLE "status_badges" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"monitor_id" text,
	"page_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "status_page_components" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"page_id" text NOT NULL,
	"section_id" text,
	"monitor_id" text NOT NULL,
	"public_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"show_response_time" boolean DEFAULT false NOT NULL,
	"delay_seconds" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "status_page_logos" (
	"page_id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"hash" text NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "status_page_sections" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"page_id" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "status_pages" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"accent_color" text DEFAULT '#2563eb' NOT NULL,
	"theme" text DEFAULT 'system' NOT NULL,
	"logo_hash" text,
	"custom_domain" text,
	"domain_token" text NOT NULL,
	"domain_verified_at" timestamp with time zone,
	"footer_text" text DEFAULT '' NOT NULL,
	"footer_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"indexable" boolean DEFAULT true NOT NULL,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "status_pages_slug_unique" UNIQUE("slug"),
	CONSTRAINT "status_pages_custom_domain_unique" UNIQUE("custom_domain")
);
--> statement-breakpoint
CREATE TABLE "status_post_components" (
	"post_id" text NOT NULL,
	"component_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	CONSTRAINT "status_post_components_post_id_component_id_pk" PRIMARY KEY("post_id","component_id")
);
--> statement-breakpoint
CREATE TABLE "status_post_updates" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"post_id" text NOT NULL,
	"status" text NOT NULL,
	"body" text NOT NULL,
	"author_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "status_posts" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"page_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"impact" text NOT NULL,
	"status" text NOT NULL,
	"incident_id" text,
	"scheduled_start" timestamp with time zone,
	"scheduled_end" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "status_subscribers" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"page_id" text NOT NULL,
	"kind" text NOT NULL,
	"address" text NOT NULL,
	"secret" jsonb,
	"component_ids" text[],
	"token_hash" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "status_subscribers_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "status_badges" ADD CONSTRAINT "status_badges_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_badges" ADD CONSTRAINT "status_badges_monitor_id_monitors_id_fk" FOREIGN KEY ("monitor_id") REFERENCES "public"."monitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_badges" ADD CONSTRAINT "status_badges_page_id_status_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."status_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_page_components" ADD CONSTRAINT "status_page_components_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_page_components" ADD CONSTRAINT "status_page_components_page_id_status_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."status_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_page_components" ADD CONSTRAINT "status_page_components_section_id_status_page_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."status_page_sections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_page_components" ADD CONSTRAINT "status_page_components_monitor_id_monitors_id_fk" FOREIGN KEY ("monitor_id") REFERENCES "public"."monitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_page_logos" ADD CONSTRAINT "status_page_logos_page_id_status_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."status_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_page_logos" ADD CONSTRAINT "status_page_logos_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_page_sections" ADD CONSTRAINT "status_page_sections_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_page_sections" ADD CONSTRAINT "status_page_sections_page_id_status_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."status_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_pages" ADD CONSTRAINT "status_pages_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_post_components" ADD CONSTRAINT "status_post_components_post_id_status_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."status_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_post_components" ADD CONSTRAINT "status_post_components_component_id_status_page_components_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."status_page_components"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_post_components" ADD CONSTRAINT "status_post_components_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_post_updates" ADD CONSTRAINT "status_post_updates_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_post_updates" ADD CONSTRAINT "status_post_updates_post_id_status_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."status_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_post_updates" ADD CONSTRAINT "status_post_updates_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_posts" ADD CONSTRAINT "status_posts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_posts" ADD CONSTRAINT "status_posts_page_id_status_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."status_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_posts" ADD CONSTRAINT "status_posts_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_subscribers" ADD CONSTRAINT "status_subscribers_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_subscribers" ADD CONSTRAINT "status_subscribers_page_id_status_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."status_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "status_badges_monitor_idx" ON "status_badges" USING btree ("monitor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "status_badges_page_idx" ON "status_badges" USING btree ("page_id");--> statement-breakpoint
CREATE UNIQUE INDEX "status_page_components_monitor_idx" ON "status_page_components" USING btree ("page_id","monitor_id");--> statement-breakpoint
CREATE INDEX "status_page_components_page_idx" ON "status_page_components" USING btree ("page_id","position");--> statement-breakpoint
CREATE INDEX "status_page_components_monitor_ref_idx" ON "status_page_components" USING btree ("monitor_id");--> statement-breakpoint
CREATE INDEX "status_page_sections_page_idx" ON "status_page_sections" USING btree ("page_id","position");--> statement-breakpoint
CREATE INDEX "status_pages_workspace_idx" ON "status_pages" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "status_post_updates_post_idx" ON "status_post_updates" USING btree ("post_id","created_at");--> statement-breakpoint
CREATE INDEX "status_posts_page_idx" ON "status_posts" USING btree ("page_id","created_at");--> statement-breakpoint
CREATE INDEX "status_posts_open_idx" ON "status_posts" USING btree ("page_id") WHERE closed_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "status_subscribers_address_idx" ON "status_subscribers" USING btree ("page_id","kind","address");--> statement-breakpoint
CREATE INDEX "status_subscribers_page_idx" ON "status_subscribers" USING btree ("page_id","confirmed_at");