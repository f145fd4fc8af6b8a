CREATE TABLE "sys_job" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"owner_id" text NOT NULL,
	"role_id" text,
	"locale" text DEFAULT 'en-US' NOT NULL,
	"params" jsonb NOT NULL,
	"title" text NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"cancel_requested" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"lease_owner" text,
	"start_time" timestamp with time zone,
	"finish_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_api_token" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"name" text NOT NULL,
	"role_id" text NOT NULL,
	"user_id" text NOT NULL,
	"secret_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"last_used_ip" text,
	"revoked_at" timestamp with time zone,
	"revoked_by" text
);
--> statement-breakpoint
CREATE INDEX "sys_job_status_idx" ON "sys_job" USING btree ("status","create_time");--> statement-breakpoint
CREATE INDEX "sys_job_owner_idx" ON "sys_job" USING btree ("owner_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_api_token_hash_uq" ON "sys_api_token" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "sys_api_token_role_idx" ON "sys_api_token" USING btree ("role_id");