CREATE TABLE "billing_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "trial_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "stripe_customer_id" text;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "stripe_subscription_id" text;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "subscribed_plan" text;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "billing_period" text;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "current_period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "enforced_plan" text;--> statement-breakpoint
CREATE UNIQUE INDEX "workspaces_stripe_customer_idx" ON "workspaces" USING btree ("stripe_customer_id");--> statement-breakpoint
-- Accounts from before billing get the trial a new account gets, from the day they signed up.
UPDATE "workspaces" SET "trial_ends_at" = "created_at" + interval '14 days';