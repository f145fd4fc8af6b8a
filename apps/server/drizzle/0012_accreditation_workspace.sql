CREATE TABLE "accreditation_comment" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"target" text NOT NULL,
	"target_id" text NOT NULL,
	"body" text NOT NULL,
	"author_name" text
);
--> statement-breakpoint
CREATE TABLE "report_block_snapshot" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"report_id" text NOT NULL,
	"block_key" text NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb NOT NULL,
	"locale" text NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_revision" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"section_id" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"content" text,
	"note" text,
	"author_name" text
);
--> statement-breakpoint
CREATE TABLE "reviewer_link" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"report_id" text NOT NULL,
	"label" text NOT NULL,
	"scope" jsonb NOT NULL,
	"secret_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" text
);
--> statement-breakpoint
CREATE TABLE "reviewer_link_use" (
	"id" text PRIMARY KEY NOT NULL,
	"link_id" text,
	"time" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"outcome" text NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "accreditation_project" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"name" text NOT NULL,
	"scheme" text NOT NULL,
	"cycle_start" date,
	"cycle_end" date,
	"visit_date" date,
	"milestones" jsonb,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "accreditation_task" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"project_id" text NOT NULL,
	"standard" text,
	"title" text NOT NULL,
	"assignee_id" text,
	"due_date" date,
	"status" text NOT NULL,
	"remind_days" integer,
	"completed_time" timestamp with time zone,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "certification_report" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"project_id" text NOT NULL,
	"title" text NOT NULL,
	"scheme" text,
	"year" integer,
	"status" text,
	"frozen_time" timestamp with time zone,
	"frozen_by" text
);
--> statement-breakpoint
CREATE TABLE "report_description" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"scheme" text NOT NULL,
	"section_code" text NOT NULL,
	"standard" text,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"guidance_zh" text,
	"guidance_en" text,
	"starter_blocks" jsonb,
	"sort_no" integer
);
--> statement-breakpoint
CREATE TABLE "report_section" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"report_id" text NOT NULL,
	"parent_id" text,
	"standard" text,
	"title" text NOT NULL,
	"sort_no" integer,
	"guidance" text,
	"content" text,
	"editor_id" text,
	"approver_id" text,
	"ai_draft" jsonb,
	"review_status" integer DEFAULT 0 NOT NULL,
	"review_reason" text,
	"review_by" text,
	"review_time" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "accreditation_comment_target_idx" ON "accreditation_comment" USING btree ("target","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "report_block_snapshot_uq" ON "report_block_snapshot" USING btree ("report_id","block_key","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "report_revision_section_version_uq" ON "report_revision" USING btree ("section_id","version");--> statement-breakpoint
CREATE INDEX "reviewer_link_report_idx" ON "reviewer_link" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "reviewer_link_use_link_idx" ON "reviewer_link_use" USING btree ("link_id","time");--> statement-breakpoint
CREATE INDEX "accreditation_project_create_time_idx" ON "accreditation_project" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "accreditation_project_name_idx" ON "accreditation_project" USING btree ("name");--> statement-breakpoint
CREATE INDEX "accreditation_project_scheme_idx" ON "accreditation_project" USING btree ("scheme");--> statement-breakpoint
CREATE INDEX "accreditation_project_visit_date_idx" ON "accreditation_project" USING btree ("visit_date");--> statement-breakpoint
CREATE INDEX "accreditation_task_create_time_idx" ON "accreditation_task" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "accreditation_task_project_id_idx" ON "accreditation_task" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "accreditation_task_standard_idx" ON "accreditation_task" USING btree ("standard");--> statement-breakpoint
CREATE INDEX "accreditation_task_title_idx" ON "accreditation_task" USING btree ("title");--> statement-breakpoint
CREATE INDEX "accreditation_task_assignee_id_idx" ON "accreditation_task" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "accreditation_task_due_date_idx" ON "accreditation_task" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "accreditation_task_status_idx" ON "accreditation_task" USING btree ("status");--> statement-breakpoint
CREATE INDEX "accreditation_task_completed_time_idx" ON "accreditation_task" USING btree ("completed_time");--> statement-breakpoint
CREATE INDEX "certification_report_create_time_idx" ON "certification_report" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "certification_report_project_id_idx" ON "certification_report" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "certification_report_title_idx" ON "certification_report" USING btree ("title");--> statement-breakpoint
CREATE INDEX "certification_report_scheme_idx" ON "certification_report" USING btree ("scheme");--> statement-breakpoint
CREATE INDEX "certification_report_year_idx" ON "certification_report" USING btree ("year");--> statement-breakpoint
CREATE INDEX "certification_report_status_idx" ON "certification_report" USING btree ("status");--> statement-breakpoint
CREATE INDEX "report_description_create_time_idx" ON "report_description" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "report_description_scheme_idx" ON "report_description" USING btree ("scheme");--> statement-breakpoint
CREATE INDEX "report_description_section_code_idx" ON "report_description" USING btree ("section_code");--> statement-breakpoint
CREATE INDEX "report_description_standard_idx" ON "report_description" USING btree ("standard");--> statement-breakpoint
CREATE INDEX "report_description_title_zh_idx" ON "report_description" USING btree ("title_zh");--> statement-breakpoint
CREATE INDEX "report_description_title_en_idx" ON "report_description" USING btree ("title_en");--> statement-breakpoint
CREATE INDEX "report_description_sort_no_idx" ON "report_description" USING btree ("sort_no");--> statement-breakpoint
CREATE INDEX "report_section_create_time_idx" ON "report_section" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "report_section_review_idx" ON "report_section" USING btree ("review_status");--> statement-breakpoint
CREATE INDEX "report_section_report_id_idx" ON "report_section" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "report_section_parent_id_idx" ON "report_section" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "report_section_standard_idx" ON "report_section" USING btree ("standard");--> statement-breakpoint
CREATE INDEX "report_section_title_idx" ON "report_section" USING btree ("title");--> statement-breakpoint
CREATE INDEX "report_section_sort_no_idx" ON "report_section" USING btree ("sort_no");--> statement-breakpoint
CREATE INDEX "report_section_editor_id_idx" ON "report_section" USING btree ("editor_id");--> statement-breakpoint
CREATE INDEX "report_section_approver_id_idx" ON "report_section" USING btree ("approver_id");