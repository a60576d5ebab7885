CREATE TABLE "instance_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"value" text,
	"fingerprint" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
