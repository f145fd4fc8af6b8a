CREATE TABLE "admission" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"degree_programs_id" text NOT NULL,
	"cohort_year" integer NOT NULL,
	"applications" integer,
	"offers" integer,
	"enrolled" integer,
	"entry_score_mean" double precision,
	"entry_score_min" double precision,
	"work_experience_mean" double precision,
	"work_experience_min" double precision,
	"international_enrolled" integer,
	"female_enrolled" integer,
	"remark" text
);
--> statement-breakpoint
CREATE TABLE "continuous_improvement" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"finding" text NOT NULL,
	"finding_en" text,
	"source" text,
	"action" text NOT NULL,
	"action_en" text,
	"result" text,
	"result_en" text,
	"standards" text,
	"evidence_id" text,
	"owner_id" text,
	"year" integer,
	"due_date" date,
	"status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "core_value" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"content_zh" text NOT NULL,
	"content_en" text,
	"effective_date" date NOT NULL,
	"approved_by" text,
	"change_note" text,
	"review_status" integer DEFAULT 0 NOT NULL,
	"review_reason" text,
	"review_by" text,
	"review_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "employment_sector" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"employment_id" text NOT NULL,
	"sector" text NOT NULL,
	"employed" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employment" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"degree_programs_id" text NOT NULL,
	"cohort_year" integer NOT NULL,
	"graduation_year" integer NOT NULL,
	"graduates" integer NOT NULL,
	"employed" integer,
	"further_study" integer,
	"median_salary" double precision,
	"remark" text
);
--> statement-breakpoint
CREATE TABLE "expected_outcome" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"content_zh" text NOT NULL,
	"content_en" text,
	"effective_date" date NOT NULL,
	"approved_by" text,
	"change_note" text,
	"review_status" integer DEFAULT 0 NOT NULL,
	"review_reason" text,
	"review_by" text,
	"review_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "financial_resource" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"year" integer NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"amount" double precision NOT NULL,
	"remark" text
);
--> statement-breakpoint
CREATE TABLE "mission" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"content_zh" text NOT NULL,
	"content_en" text,
	"effective_date" date NOT NULL,
	"approved_by" text,
	"change_note" text,
	"review_status" integer DEFAULT 0 NOT NULL,
	"review_reason" text,
	"review_by" text,
	"review_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "performance_target" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"code" text,
	"name_zh" text NOT NULL,
	"name_en" text,
	"unit" text NOT NULL,
	"direction" text NOT NULL,
	"baseline" double precision,
	"baseline_year" integer,
	"source" text NOT NULL,
	"source_programme_id" text,
	"goal_id" text,
	"standards" text,
	"owner_id" text,
	"description" text,
	"description_en" text
);
--> statement-breakpoint
CREATE TABLE "performance_target_year" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"target_id" text NOT NULL,
	"year" integer NOT NULL,
	"target" double precision NOT NULL,
	"actual" double precision,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "physical_resource" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"name_zh" text NOT NULL,
	"name_en" text,
	"category" text NOT NULL,
	"location" text,
	"quantity" integer,
	"capacity" integer,
	"area" double precision,
	"equipment" text,
	"year" integer NOT NULL,
	"remark" text
);
--> statement-breakpoint
CREATE TABLE "retention" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"degree_programs_id" text NOT NULL,
	"cohort_year" integer NOT NULL,
	"cohort_size" integer,
	"normal_years" integer NOT NULL,
	"retained_first_year" integer,
	"graduated_normal_time" integer,
	"graduated_extra_year" integer,
	"remark" text
);
--> statement-breakpoint
CREATE TABLE "strategic_action" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"goal_id" text NOT NULL,
	"code" text,
	"title_zh" text NOT NULL,
	"title_en" text,
	"owner_id" text,
	"start_date" date,
	"due_date" date,
	"status" text NOT NULL,
	"completed_date" date,
	"standards" text,
	"evidence_id" text,
	"progress_note" text
);
--> statement-breakpoint
CREATE TABLE "strategic_goal" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"priority_id" text NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text,
	"standards" text,
	"description" text,
	"description_en" text
);
--> statement-breakpoint
CREATE TABLE "strategic_plan" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"name_zh" text NOT NULL,
	"name_en" text,
	"start_year" integer NOT NULL,
	"end_year" integer NOT NULL,
	"approved_by" text,
	"description" text,
	"description_en" text
);
--> statement-breakpoint
CREATE TABLE "strategic_priority" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"plan_id" text NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text,
	"description" text,
	"description_en" text
);
--> statement-breakpoint
CREATE TABLE "virtual_resource" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"name_zh" text NOT NULL,
	"name_en" text,
	"category" text NOT NULL,
	"provider" text,
	"url" text,
	"licences" integer,
	"users" integer,
	"annual_cost" double precision,
	"expiry_date" date,
	"year" integer NOT NULL,
	"remark" text
);
--> statement-breakpoint
CREATE TABLE "vision" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"content_zh" text NOT NULL,
	"content_en" text,
	"effective_date" date NOT NULL,
	"approved_by" text,
	"change_note" text,
	"review_status" integer DEFAULT 0 NOT NULL,
	"review_reason" text,
	"review_by" text,
	"review_time" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "teacher_accreditation" ADD COLUMN "faculty_category" text;--> statement-breakpoint
CREATE INDEX "admission_create_time_idx" ON "admission" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "admission_degree_programs_id_idx" ON "admission" USING btree ("degree_programs_id");--> statement-breakpoint
CREATE INDEX "admission_cohort_year_idx" ON "admission" USING btree ("cohort_year");--> statement-breakpoint
CREATE INDEX "admission_applications_idx" ON "admission" USING btree ("applications");--> statement-breakpoint
CREATE INDEX "admission_offers_idx" ON "admission" USING btree ("offers");--> statement-breakpoint
CREATE INDEX "admission_enrolled_idx" ON "admission" USING btree ("enrolled");--> statement-breakpoint
CREATE INDEX "admission_international_enrolled_idx" ON "admission" USING btree ("international_enrolled");--> statement-breakpoint
CREATE INDEX "admission_female_enrolled_idx" ON "admission" USING btree ("female_enrolled");--> statement-breakpoint
CREATE UNIQUE INDEX "admission_degree_programs_id_cohort_year_uq" ON "admission" USING btree ("degree_programs_id","cohort_year");--> statement-breakpoint
CREATE INDEX "continuous_improvement_create_time_idx" ON "continuous_improvement" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "continuous_improvement_finding_idx" ON "continuous_improvement" USING btree ("finding");--> statement-breakpoint
CREATE INDEX "continuous_improvement_finding_en_idx" ON "continuous_improvement" USING btree ("finding_en");--> statement-breakpoint
CREATE INDEX "continuous_improvement_source_idx" ON "continuous_improvement" USING btree ("source");--> statement-breakpoint
CREATE INDEX "continuous_improvement_standards_idx" ON "continuous_improvement" USING btree ("standards");--> statement-breakpoint
CREATE INDEX "continuous_improvement_evidence_id_idx" ON "continuous_improvement" USING btree ("evidence_id");--> statement-breakpoint
CREATE INDEX "continuous_improvement_owner_id_idx" ON "continuous_improvement" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "continuous_improvement_year_idx" ON "continuous_improvement" USING btree ("year");--> statement-breakpoint
CREATE INDEX "continuous_improvement_due_date_idx" ON "continuous_improvement" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "continuous_improvement_status_idx" ON "continuous_improvement" USING btree ("status");--> statement-breakpoint
CREATE INDEX "core_value_create_time_idx" ON "core_value" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "core_value_review_idx" ON "core_value" USING btree ("review_status");--> statement-breakpoint
CREATE INDEX "core_value_effective_date_idx" ON "core_value" USING btree ("effective_date");--> statement-breakpoint
CREATE INDEX "core_value_approved_by_idx" ON "core_value" USING btree ("approved_by");--> statement-breakpoint
CREATE INDEX "employment_sector_create_time_idx" ON "employment_sector" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "employment_sector_employment_id_idx" ON "employment_sector" USING btree ("employment_id");--> statement-breakpoint
CREATE INDEX "employment_sector_sector_idx" ON "employment_sector" USING btree ("sector");--> statement-breakpoint
CREATE INDEX "employment_sector_employed_idx" ON "employment_sector" USING btree ("employed");--> statement-breakpoint
CREATE UNIQUE INDEX "employment_sector_employment_id_sector_uq" ON "employment_sector" USING btree ("employment_id","sector");--> statement-breakpoint
CREATE INDEX "employment_create_time_idx" ON "employment" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "employment_degree_programs_id_idx" ON "employment" USING btree ("degree_programs_id");--> statement-breakpoint
CREATE INDEX "employment_cohort_year_idx" ON "employment" USING btree ("cohort_year");--> statement-breakpoint
CREATE INDEX "employment_graduation_year_idx" ON "employment" USING btree ("graduation_year");--> statement-breakpoint
CREATE INDEX "employment_graduates_idx" ON "employment" USING btree ("graduates");--> statement-breakpoint
CREATE INDEX "employment_employed_idx" ON "employment" USING btree ("employed");--> statement-breakpoint
CREATE INDEX "employment_further_study_idx" ON "employment" USING btree ("further_study");--> statement-breakpoint
CREATE UNIQUE INDEX "employment_degree_programs_id_cohort_year_uq" ON "employment" USING btree ("degree_programs_id","cohort_year");--> statement-breakpoint
CREATE INDEX "expected_outcome_create_time_idx" ON "expected_outcome" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "expected_outcome_review_idx" ON "expected_outcome" USING btree ("review_status");--> statement-breakpoint
CREATE INDEX "expected_outcome_effective_date_idx" ON "expected_outcome" USING btree ("effective_date");--> statement-breakpoint
CREATE INDEX "expected_outcome_approved_by_idx" ON "expected_outcome" USING btree ("approved_by");--> statement-breakpoint
CREATE INDEX "financial_resource_create_time_idx" ON "financial_resource" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "financial_resource_year_idx" ON "financial_resource" USING btree ("year");--> statement-breakpoint
CREATE INDEX "financial_resource_kind_idx" ON "financial_resource" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "financial_resource_category_idx" ON "financial_resource" USING btree ("category");--> statement-breakpoint
CREATE INDEX "financial_resource_amount_idx" ON "financial_resource" USING btree ("amount");--> statement-breakpoint
CREATE UNIQUE INDEX "financial_resource_year_category_uq" ON "financial_resource" USING btree ("year","category");--> statement-breakpoint
CREATE INDEX "mission_create_time_idx" ON "mission" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "mission_review_idx" ON "mission" USING btree ("review_status");--> statement-breakpoint
CREATE INDEX "mission_effective_date_idx" ON "mission" USING btree ("effective_date");--> statement-breakpoint
CREATE INDEX "mission_approved_by_idx" ON "mission" USING btree ("approved_by");--> statement-breakpoint
CREATE INDEX "performance_target_create_time_idx" ON "performance_target" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "performance_target_code_idx" ON "performance_target" USING btree ("code");--> statement-breakpoint
CREATE INDEX "performance_target_name_zh_idx" ON "performance_target" USING btree ("name_zh");--> statement-breakpoint
CREATE INDEX "performance_target_name_en_idx" ON "performance_target" USING btree ("name_en");--> statement-breakpoint
CREATE INDEX "performance_target_unit_idx" ON "performance_target" USING btree ("unit");--> statement-breakpoint
CREATE INDEX "performance_target_source_idx" ON "performance_target" USING btree ("source");--> statement-breakpoint
CREATE INDEX "performance_target_source_programme_id_idx" ON "performance_target" USING btree ("source_programme_id");--> statement-breakpoint
CREATE INDEX "performance_target_goal_id_idx" ON "performance_target" USING btree ("goal_id");--> statement-breakpoint
CREATE INDEX "performance_target_standards_idx" ON "performance_target" USING btree ("standards");--> statement-breakpoint
CREATE INDEX "performance_target_owner_id_idx" ON "performance_target" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "performance_target_year_create_time_idx" ON "performance_target_year" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "performance_target_year_target_id_idx" ON "performance_target_year" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "performance_target_year_year_idx" ON "performance_target_year" USING btree ("year");--> statement-breakpoint
CREATE UNIQUE INDEX "performance_target_year_target_id_year_uq" ON "performance_target_year" USING btree ("target_id","year");--> statement-breakpoint
CREATE INDEX "physical_resource_create_time_idx" ON "physical_resource" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "physical_resource_name_zh_idx" ON "physical_resource" USING btree ("name_zh");--> statement-breakpoint
CREATE INDEX "physical_resource_name_en_idx" ON "physical_resource" USING btree ("name_en");--> statement-breakpoint
CREATE INDEX "physical_resource_category_idx" ON "physical_resource" USING btree ("category");--> statement-breakpoint
CREATE INDEX "physical_resource_location_idx" ON "physical_resource" USING btree ("location");--> statement-breakpoint
CREATE INDEX "physical_resource_quantity_idx" ON "physical_resource" USING btree ("quantity");--> statement-breakpoint
CREATE INDEX "physical_resource_capacity_idx" ON "physical_resource" USING btree ("capacity");--> statement-breakpoint
CREATE INDEX "physical_resource_area_idx" ON "physical_resource" USING btree ("area");--> statement-breakpoint
CREATE INDEX "physical_resource_year_idx" ON "physical_resource" USING btree ("year");--> statement-breakpoint
CREATE INDEX "retention_create_time_idx" ON "retention" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "retention_degree_programs_id_idx" ON "retention" USING btree ("degree_programs_id");--> statement-breakpoint
CREATE INDEX "retention_cohort_year_idx" ON "retention" USING btree ("cohort_year");--> statement-breakpoint
CREATE INDEX "retention_cohort_size_idx" ON "retention" USING btree ("cohort_size");--> statement-breakpoint
CREATE INDEX "retention_retained_first_year_idx" ON "retention" USING btree ("retained_first_year");--> statement-breakpoint
CREATE INDEX "retention_graduated_normal_time_idx" ON "retention" USING btree ("graduated_normal_time");--> statement-breakpoint
CREATE INDEX "retention_graduated_extra_year_idx" ON "retention" USING btree ("graduated_extra_year");--> statement-breakpoint
CREATE UNIQUE INDEX "retention_degree_programs_id_cohort_year_uq" ON "retention" USING btree ("degree_programs_id","cohort_year");--> statement-breakpoint
CREATE INDEX "strategic_action_create_time_idx" ON "strategic_action" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "strategic_action_goal_id_idx" ON "strategic_action" USING btree ("goal_id");--> statement-breakpoint
CREATE INDEX "strategic_action_code_idx" ON "strategic_action" USING btree ("code");--> statement-breakpoint
CREATE INDEX "strategic_action_title_zh_idx" ON "strategic_action" USING btree ("title_zh");--> statement-breakpoint
CREATE INDEX "strategic_action_title_en_idx" ON "strategic_action" USING btree ("title_en");--> statement-breakpoint
CREATE INDEX "strategic_action_owner_id_idx" ON "strategic_action" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "strategic_action_start_date_idx" ON "strategic_action" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "strategic_action_due_date_idx" ON "strategic_action" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "strategic_action_status_idx" ON "strategic_action" USING btree ("status");--> statement-breakpoint
CREATE INDEX "strategic_action_completed_date_idx" ON "strategic_action" USING btree ("completed_date");--> statement-breakpoint
CREATE INDEX "strategic_action_standards_idx" ON "strategic_action" USING btree ("standards");--> statement-breakpoint
CREATE INDEX "strategic_action_evidence_id_idx" ON "strategic_action" USING btree ("evidence_id");--> statement-breakpoint
CREATE INDEX "strategic_goal_create_time_idx" ON "strategic_goal" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "strategic_goal_priority_id_idx" ON "strategic_goal" USING btree ("priority_id");--> statement-breakpoint
CREATE INDEX "strategic_goal_code_idx" ON "strategic_goal" USING btree ("code");--> statement-breakpoint
CREATE INDEX "strategic_goal_name_zh_idx" ON "strategic_goal" USING btree ("name_zh");--> statement-breakpoint
CREATE INDEX "strategic_goal_name_en_idx" ON "strategic_goal" USING btree ("name_en");--> statement-breakpoint
CREATE INDEX "strategic_goal_standards_idx" ON "strategic_goal" USING btree ("standards");--> statement-breakpoint
CREATE UNIQUE INDEX "strategic_goal_priority_id_code_uq" ON "strategic_goal" USING btree ("priority_id","code");--> statement-breakpoint
CREATE INDEX "strategic_plan_create_time_idx" ON "strategic_plan" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "strategic_plan_name_zh_idx" ON "strategic_plan" USING btree ("name_zh");--> statement-breakpoint
CREATE INDEX "strategic_plan_name_en_idx" ON "strategic_plan" USING btree ("name_en");--> statement-breakpoint
CREATE INDEX "strategic_plan_start_year_idx" ON "strategic_plan" USING btree ("start_year");--> statement-breakpoint
CREATE INDEX "strategic_plan_end_year_idx" ON "strategic_plan" USING btree ("end_year");--> statement-breakpoint
CREATE INDEX "strategic_priority_create_time_idx" ON "strategic_priority" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "strategic_priority_plan_id_idx" ON "strategic_priority" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "strategic_priority_code_idx" ON "strategic_priority" USING btree ("code");--> statement-breakpoint
CREATE INDEX "strategic_priority_name_zh_idx" ON "strategic_priority" USING btree ("name_zh");--> statement-breakpoint
CREATE INDEX "strategic_priority_name_en_idx" ON "strategic_priority" USING btree ("name_en");--> statement-breakpoint
CREATE UNIQUE INDEX "strategic_priority_plan_id_code_uq" ON "strategic_priority" USING btree ("plan_id","code");--> statement-breakpoint
CREATE INDEX "virtual_resource_create_time_idx" ON "virtual_resource" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "virtual_resource_name_zh_idx" ON "virtual_resource" USING btree ("name_zh");--> statement-breakpoint
CREATE INDEX "virtual_resource_name_en_idx" ON "virtual_resource" USING btree ("name_en");--> statement-breakpoint
CREATE INDEX "virtual_resource_category_idx" ON "virtual_resource" USING btree ("category");--> statement-breakpoint
CREATE INDEX "virtual_resource_provider_idx" ON "virtual_resource" USING btree ("provider");--> statement-breakpoint
CREATE INDEX "virtual_resource_licences_idx" ON "virtual_resource" USING btree ("licences");--> statement-breakpoint
CREATE INDEX "virtual_resource_users_idx" ON "virtual_resource" USING btree ("users");--> statement-breakpoint
CREATE INDEX "virtual_resource_annual_cost_idx" ON "virtual_resource" USING btree ("annual_cost");--> statement-breakpoint
CREATE INDEX "virtual_resource_expiry_date_idx" ON "virtual_resource" USING btree ("expiry_date");--> statement-breakpoint
CREATE INDEX "virtual_resource_year_idx" ON "virtual_resource" USING btree ("year");--> statement-breakpoint
CREATE INDEX "vision_create_time_idx" ON "vision" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "vision_review_idx" ON "vision" USING btree ("review_status");--> statement-breakpoint
CREATE INDEX "vision_effective_date_idx" ON "vision" USING btree ("effective_date");--> statement-breakpoint
CREATE INDEX "vision_approved_by_idx" ON "vision" USING btree ("approved_by");--> statement-breakpoint
CREATE INDEX "teacher_accreditation_faculty_category_idx" ON "teacher_accreditation" USING btree ("faculty_category");