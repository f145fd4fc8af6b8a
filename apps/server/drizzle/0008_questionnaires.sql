CREATE TABLE "questionnaire_recipient" (
	"id" text PRIMARY KEY NOT NULL,
	"questionnaire_id" text NOT NULL,
	"user_id" text NOT NULL,
	"group_key" text NOT NULL,
	"answered" boolean DEFAULT false NOT NULL,
	"answered_on" date,
	"remind_count" integer DEFAULT 0 NOT NULL,
	"last_reminded" timestamp with time zone,
	"draft" jsonb,
	"draft_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_response" (
	"id" text PRIMARY KEY NOT NULL,
	"questionnaire_id" text NOT NULL,
	"respondent_id" text,
	"group_key" text,
	"answers" jsonb NOT NULL,
	"submitted_on" date NOT NULL,
	"submit_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "questionnaire" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"name" text NOT NULL,
	"name_en" text,
	"category" text,
	"description" text,
	"description_en" text,
	"template_id" text,
	"status" text,
	"anonymous" boolean DEFAULT false NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"degree_programs_id" text,
	"school_year_id" text,
	"audience" jsonb,
	"audience_count" integer,
	"response_count" integer,
	"number_group" integer,
	"question_count" integer,
	"group_list" jsonb
);
--> statement-breakpoint
CREATE TABLE "questionnaire_template" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"name" text NOT NULL,
	"name_en" text,
	"category" text,
	"description" text,
	"description_en" text,
	"number_group" integer,
	"question_count" integer,
	"group_list" jsonb
);
--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_recipient_qu_uq" ON "questionnaire_recipient" USING btree ("questionnaire_id","user_id");--> statement-breakpoint
CREATE INDEX "questionnaire_recipient_user_idx" ON "questionnaire_recipient" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "questionnaire_recipient_group_idx" ON "questionnaire_recipient" USING btree ("questionnaire_id","group_key");--> statement-breakpoint
CREATE INDEX "questionnaire_response_q_idx" ON "questionnaire_response" USING btree ("questionnaire_id","group_key");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_response_named_uq" ON "questionnaire_response" USING btree ("questionnaire_id","respondent_id");--> statement-breakpoint
CREATE INDEX "questionnaire_create_time_idx" ON "questionnaire" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "questionnaire_name_idx" ON "questionnaire" USING btree ("name");--> statement-breakpoint
CREATE INDEX "questionnaire_name_en_idx" ON "questionnaire" USING btree ("name_en");--> statement-breakpoint
CREATE INDEX "questionnaire_category_idx" ON "questionnaire" USING btree ("category");--> statement-breakpoint
CREATE INDEX "questionnaire_template_id_idx" ON "questionnaire" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "questionnaire_status_idx" ON "questionnaire" USING btree ("status");--> statement-breakpoint
CREATE INDEX "questionnaire_anonymous_idx" ON "questionnaire" USING btree ("anonymous");--> statement-breakpoint
CREATE INDEX "questionnaire_start_time_idx" ON "questionnaire" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "questionnaire_end_time_idx" ON "questionnaire" USING btree ("end_time");--> statement-breakpoint
CREATE INDEX "questionnaire_degree_programs_id_idx" ON "questionnaire" USING btree ("degree_programs_id");--> statement-breakpoint
CREATE INDEX "questionnaire_school_year_id_idx" ON "questionnaire" USING btree ("school_year_id");--> statement-breakpoint
CREATE INDEX "questionnaire_response_count_idx" ON "questionnaire" USING btree ("response_count");--> statement-breakpoint
CREATE INDEX "questionnaire_template_create_time_idx" ON "questionnaire_template" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "questionnaire_template_name_idx" ON "questionnaire_template" USING btree ("name");--> statement-breakpoint
CREATE INDEX "questionnaire_template_name_en_idx" ON "questionnaire_template" USING btree ("name_en");--> statement-breakpoint
CREATE INDEX "questionnaire_template_category_idx" ON "questionnaire_template" USING btree ("category");