CREATE TABLE "subscriber_confirmation_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"sent" integer NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriber_confirmation_mails" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"subscriber_id" text NOT NULL,
	"slot_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "subscriber_confirmation_mails" ADD CONSTRAINT "subscriber_confirmation_mails_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriber_confirmation_mails_due_idx" ON "subscriber_confirmation_mails" USING btree ("due_at") WHERE handled_at is null;--> statement-breakpoint
CREATE INDEX "subscriber_confirmation_mails_pace_idx" ON "subscriber_confirmation_mails" USING btree ("workspace_id","slot_at");