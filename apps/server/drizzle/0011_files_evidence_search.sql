CREATE TABLE "evidence_tag" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"resource" text NOT NULL,
	"record_id" text NOT NULL,
	"standard" text NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "file_version" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"file_id" text NOT NULL,
	"version" integer NOT NULL,
	"url" text NOT NULL,
	"file_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" bigint NOT NULL,
	"text_content" text,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "file_info" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"folder_id" text NOT NULL,
	"file_name" text NOT NULL,
	"url" text NOT NULL,
	"mime" text,
	"size" integer,
	"version" integer,
	"text_status" text,
	"standards" text,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "file_sharing" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"name" text NOT NULL,
	"parent_id" text,
	"description" text,
	"expert_visible" boolean DEFAULT false NOT NULL,
	"student_upload" boolean DEFAULT false NOT NULL,
	"access" jsonb,
	"sort_no" integer
);
--> statement-breakpoint
CREATE TABLE "search_doc" (
	"resource" text NOT NULL,
	"record_id" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"year" integer,
	"depart_id" text,
	"standards" text,
	"create_by" text,
	"tokens" "tsvector" NOT NULL,
	"indexed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_doc_resource_record_id_pk" PRIMARY KEY("resource","record_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "evidence_tag_record_standard_uq" ON "evidence_tag" USING btree ("resource","record_id","standard");--> statement-breakpoint
CREATE INDEX "evidence_tag_standard_idx" ON "evidence_tag" USING btree ("standard");--> statement-breakpoint
CREATE UNIQUE INDEX "file_version_file_version_uq" ON "file_version" USING btree ("file_id","version");--> statement-breakpoint
CREATE INDEX "file_version_url_idx" ON "file_version" USING btree ("url");--> statement-breakpoint
CREATE INDEX "file_info_create_time_idx" ON "file_info" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "file_info_folder_id_idx" ON "file_info" USING btree ("folder_id");--> statement-breakpoint
CREATE INDEX "file_info_file_name_idx" ON "file_info" USING btree ("file_name");--> statement-breakpoint
CREATE INDEX "file_info_size_idx" ON "file_info" USING btree ("size");--> statement-breakpoint
CREATE INDEX "file_info_text_status_idx" ON "file_info" USING btree ("text_status");--> statement-breakpoint
CREATE INDEX "file_info_standards_idx" ON "file_info" USING btree ("standards");--> statement-breakpoint
CREATE INDEX "file_sharing_create_time_idx" ON "file_sharing" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "file_sharing_name_idx" ON "file_sharing" USING btree ("name");--> statement-breakpoint
CREATE INDEX "file_sharing_parent_id_idx" ON "file_sharing" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "file_sharing_expert_visible_idx" ON "file_sharing" USING btree ("expert_visible");--> statement-breakpoint
CREATE INDEX "file_sharing_student_upload_idx" ON "file_sharing" USING btree ("student_upload");--> statement-breakpoint
CREATE INDEX "file_sharing_sort_no_idx" ON "file_sharing" USING btree ("sort_no");--> statement-breakpoint
CREATE INDEX "search_doc_tokens_idx" ON "search_doc" USING gin ("tokens");--> statement-breakpoint
CREATE INDEX "search_doc_year_idx" ON "search_doc" USING btree ("year");--> statement-breakpoint
CREATE INDEX "search_doc_depart_idx" ON "search_doc" USING btree ("depart_id");