CREATE TABLE "evaluation_history" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"evaluation_id" text NOT NULL,
	"method" text NOT NULL,
	"degree_programs_id" text,
	"action" text NOT NULL,
	"reason" text,
	"action_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "evaluation_score" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"evaluation_id" text NOT NULL,
	"method" text NOT NULL,
	"degree_programs_id" text,
	"class_id" text,
	"student_id" text NOT NULL,
	"lo_id" text NOT NULL,
	"component_key" text,
	"score" double precision,
	"level" text
);
--> statement-breakpoint
CREATE TABLE "evaluation" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"evaluation_year_id" text NOT NULL,
	"degree_programs_id" text,
	"course_id" text NOT NULL,
	"teacher_id" text,
	"class_ids" jsonb,
	"lo_ids" jsonb,
	"status" text,
	"step" integer,
	"submit_time" timestamp with time zone,
	"components" jsonb,
	"aims" jsonb,
	"bands" jsonb
);
--> statement-breakpoint
CREATE TABLE "evaluation_year_course" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"evaluation_year_id" text NOT NULL,
	"degree_programs_id" text,
	"lo_id" text NOT NULL,
	"course_id" text NOT NULL,
	"method" text NOT NULL,
	"teacher_id" text,
	"class_ids" jsonb
);
--> statement-breakpoint
CREATE TABLE "evaluation_year_lo" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"evaluation_year_id" text NOT NULL,
	"degree_programs_id" text,
	"lo_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluation_year" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"degree_programs_id" text NOT NULL,
	"school_year_id" text NOT NULL,
	"name" text,
	"missing_method" text,
	"course_rule" text,
	"goal_rule" text,
	"theta" double precision,
	"remark" text
);
--> statement-breakpoint
CREATE TABLE "improvement_action" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"degree_programs_id" text NOT NULL,
	"evaluation_year_id" text,
	"lo_id" text,
	"lg_id" text,
	"finding" text NOT NULL,
	"finding_en" text,
	"action" text NOT NULL,
	"action_en" text,
	"owner_id" text,
	"due_date" date,
	"status" text NOT NULL,
	"before_value" double precision,
	"outcome" text
);
--> statement-breakpoint
CREATE TABLE "qualitative_evaluation" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"evaluation_year_id" text NOT NULL,
	"degree_programs_id" text,
	"course_id" text NOT NULL,
	"teacher_id" text,
	"class_ids" jsonb,
	"lo_ids" jsonb,
	"status" text,
	"step" integer,
	"submit_time" timestamp with time zone,
	"rubric" jsonb
);
--> statement-breakpoint
CREATE INDEX "evaluation_history_create_time_idx" ON "evaluation_history" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "evaluation_history_evaluation_id_idx" ON "evaluation_history" USING btree ("evaluation_id");--> statement-breakpoint
CREATE INDEX "evaluation_history_method_idx" ON "evaluation_history" USING btree ("method");--> statement-breakpoint
CREATE INDEX "evaluation_history_degree_programs_id_idx" ON "evaluation_history" USING btree ("degree_programs_id");--> statement-breakpoint
CREATE INDEX "evaluation_history_action_idx" ON "evaluation_history" USING btree ("action");--> statement-breakpoint
CREATE INDEX "evaluation_history_action_time_idx" ON "evaluation_history" USING btree ("action_time");--> statement-breakpoint
CREATE INDEX "evaluation_score_create_time_idx" ON "evaluation_score" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "evaluation_score_evaluation_id_idx" ON "evaluation_score" USING btree ("evaluation_id");--> statement-breakpoint
CREATE INDEX "evaluation_score_method_idx" ON "evaluation_score" USING btree ("method");--> statement-breakpoint
CREATE INDEX "evaluation_score_degree_programs_id_idx" ON "evaluation_score" USING btree ("degree_programs_id");--> statement-breakpoint
CREATE INDEX "evaluation_score_class_id_idx" ON "evaluation_score" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "evaluation_score_student_id_idx" ON "evaluation_score" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "evaluation_score_lo_id_idx" ON "evaluation_score" USING btree ("lo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_score_evaluation_id_student_id_lo_id_component_key_uq" ON "evaluation_score" USING btree ("evaluation_id","student_id","lo_id","component_key");--> statement-breakpoint
CREATE INDEX "evaluation_create_time_idx" ON "evaluation" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "evaluation_evaluation_year_id_idx" ON "evaluation" USING btree ("evaluation_year_id");--> statement-breakpoint
CREATE INDEX "evaluation_degree_programs_id_idx" ON "evaluation" USING btree ("degree_programs_id");--> statement-breakpoint
CREATE INDEX "evaluation_course_id_idx" ON "evaluation" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "evaluation_teacher_id_idx" ON "evaluation" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "evaluation_status_idx" ON "evaluation" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_evaluation_year_id_course_id_uq" ON "evaluation" USING btree ("evaluation_year_id","course_id");--> statement-breakpoint
CREATE INDEX "evaluation_year_course_create_time_idx" ON "evaluation_year_course" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "evaluation_year_course_evaluation_year_id_idx" ON "evaluation_year_course" USING btree ("evaluation_year_id");--> statement-breakpoint
CREATE INDEX "evaluation_year_course_degree_programs_id_idx" ON "evaluation_year_course" USING btree ("degree_programs_id");--> statement-breakpoint
CREATE INDEX "evaluation_year_course_lo_id_idx" ON "evaluation_year_course" USING btree ("lo_id");--> statement-breakpoint
CREATE INDEX "evaluation_year_course_course_id_idx" ON "evaluation_year_course" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "evaluation_year_course_method_idx" ON "evaluation_year_course" USING btree ("method");--> statement-breakpoint
CREATE INDEX "evaluation_year_course_teacher_id_idx" ON "evaluation_year_course" USING btree ("teacher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_year_course_evaluation_year_id_lo_id_course_id_uq" ON "evaluation_year_course" USING btree ("evaluation_year_id","lo_id","course_id");--> statement-breakpoint
CREATE INDEX "evaluation_year_lo_create_time_idx" ON "evaluation_year_lo" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "evaluation_year_lo_evaluation_year_id_idx" ON "evaluation_year_lo" USING btree ("evaluation_year_id");--> statement-breakpoint
CREATE INDEX "evaluation_year_lo_degree_programs_id_idx" ON "evaluation_year_lo" USING btree ("degree_programs_id");--> statement-breakpoint
CREATE INDEX "evaluation_year_lo_lo_id_idx" ON "evaluation_year_lo" USING btree ("lo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_year_lo_evaluation_year_id_lo_id_uq" ON "evaluation_year_lo" USING btree ("evaluation_year_id","lo_id");--> statement-breakpoint
CREATE INDEX "evaluation_year_create_time_idx" ON "evaluation_year" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "evaluation_year_degree_programs_id_idx" ON "evaluation_year" USING btree ("degree_programs_id");--> statement-breakpoint
CREATE INDEX "evaluation_year_school_year_id_idx" ON "evaluation_year" USING btree ("school_year_id");--> statement-breakpoint
CREATE INDEX "evaluation_year_name_idx" ON "evaluation_year" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_year_degree_programs_id_school_year_id_uq" ON "evaluation_year" USING btree ("degree_programs_id","school_year_id");--> statement-breakpoint
CREATE INDEX "improvement_action_create_time_idx" ON "improvement_action" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "improvement_action_degree_programs_id_idx" ON "improvement_action" USING btree ("degree_programs_id");--> statement-breakpoint
CREATE INDEX "improvement_action_evaluation_year_id_idx" ON "improvement_action" USING btree ("evaluation_year_id");--> statement-breakpoint
CREATE INDEX "improvement_action_lo_id_idx" ON "improvement_action" USING btree ("lo_id");--> statement-breakpoint
CREATE INDEX "improvement_action_lg_id_idx" ON "improvement_action" USING btree ("lg_id");--> statement-breakpoint
CREATE INDEX "improvement_action_finding_idx" ON "improvement_action" USING btree ("finding");--> statement-breakpoint
CREATE INDEX "improvement_action_owner_id_idx" ON "improvement_action" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "improvement_action_due_date_idx" ON "improvement_action" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "improvement_action_status_idx" ON "improvement_action" USING btree ("status");--> statement-breakpoint
CREATE INDEX "qualitative_evaluation_create_time_idx" ON "qualitative_evaluation" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "qualitative_evaluation_evaluation_year_id_idx" ON "qualitative_evaluation" USING btree ("evaluation_year_id");--> statement-breakpoint
CREATE INDEX "qualitative_evaluation_degree_programs_id_idx" ON "qualitative_evaluation" USING btree ("degree_programs_id");--> statement-breakpoint
CREATE INDEX "qualitative_evaluation_course_id_idx" ON "qualitative_evaluation" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "qualitative_evaluation_teacher_id_idx" ON "qualitative_evaluation" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "qualitative_evaluation_status_idx" ON "qualitative_evaluation" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "qualitative_evaluation_evaluation_year_id_course_id_uq" ON "qualitative_evaluation" USING btree ("evaluation_year_id","course_id");