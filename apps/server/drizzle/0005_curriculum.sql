CREATE TABLE "class_student" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"class_id" text NOT NULL,
	"student_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"degree_programs_id" text,
	"enrol_year" integer,
	"head_teacher_id" text
);
--> statement-breakpoint
CREATE TABLE "course" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"credits" double precision NOT NULL,
	"theory_hours" integer,
	"practice_hours" integer,
	"course_type" text NOT NULL,
	"department_id" text,
	"degree_level" text,
	"description" text,
	"description_en" text
);
--> statement-breakpoint
CREATE TABLE "curriculum_map" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"degree_programs_id" text NOT NULL,
	"effective_year" integer NOT NULL,
	"course_id" text NOT NULL,
	"lo_id" text NOT NULL,
	"level" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "degree_programs_head" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"degree_programs_id" text NOT NULL,
	"user_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "degree_programs_lg" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"degree_programs_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"target" double precision,
	"sort" integer
);
--> statement-breakpoint
CREATE TABLE "degree_programs_lo" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"degree_programs_id" text NOT NULL,
	"lg_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"target" double precision,
	"sort" integer
);
--> statement-breakpoint
CREATE TABLE "degree_programs" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"degree_level" text NOT NULL,
	"department_id" text,
	"map_scale" text,
	"goal_target" double precision,
	"description" text,
	"description_en" text,
	"sort" integer
);
--> statement-breakpoint
CREATE TABLE "syllabus" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"course_id" text NOT NULL,
	"school_year_id" text NOT NULL,
	"version" integer,
	"teacher_id" text,
	"summary" text,
	"summary_en" text,
	"methods" text,
	"methods_en" text,
	"objectives" jsonb,
	"assessment" jsonb,
	"schedule" jsonb,
	"textbooks" jsonb,
	"review_status" integer DEFAULT 0 NOT NULL,
	"review_reason" text,
	"review_by" text,
	"review_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "teaching_program" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"degree_programs_id" text NOT NULL,
	"course_id" text NOT NULL,
	"effective_year" integer NOT NULL,
	"study_year" integer NOT NULL,
	"term" integer NOT NULL,
	"credits" double precision,
	"course_type" text
);
--> statement-breakpoint
CREATE TABLE "teaching_program_teacher" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"teaching_program_id" text NOT NULL,
	"degree_programs_id" text,
	"course_id" text,
	"teacher_id" text NOT NULL,
	"semester_id" text NOT NULL,
	"class_id" text,
	"enrolled_students" integer
);
--> statement-breakpoint
CREATE TABLE "training_objective" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"degree_programs_id" text NOT NULL,
	"code" text NOT NULL,
	"content" text NOT NULL,
	"content_en" text,
	"sort" integer
);
--> statement-breakpoint
ALTER TABLE "teaching_assignment" ADD COLUMN "source_id" text;--> statement-breakpoint
CREATE INDEX "class_student_create_time_idx" ON "class_student" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "class_student_class_id_idx" ON "class_student" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "class_student_student_id_idx" ON "class_student" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "class_student_class_id_student_id_uq" ON "class_student" USING btree ("class_id","student_id");--> statement-breakpoint
CREATE INDEX "classes_create_time_idx" ON "classes" USING btree ("create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "classes_code_uq" ON "classes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "classes_name_idx" ON "classes" USING btree ("name");--> statement-breakpoint
CREATE INDEX "classes_name_en_idx" ON "classes" USING btree ("name_en");--> statement-breakpoint
CREATE INDEX "classes_degree_programs_id_idx" ON "classes" USING btree ("degree_programs_id");--> statement-breakpoint
CREATE INDEX "classes_enrol_year_idx" ON "classes" USING btree ("enrol_year");--> statement-breakpoint
CREATE INDEX "classes_head_teacher_id_idx" ON "classes" USING btree ("head_teacher_id");--> statement-breakpoint
CREATE INDEX "course_create_time_idx" ON "course" USING btree ("create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "course_code_uq" ON "course" USING btree ("code");--> statement-breakpoint
CREATE INDEX "course_name_idx" ON "course" USING btree ("name");--> statement-breakpoint
CREATE INDEX "course_name_en_idx" ON "course" USING btree ("name_en");--> statement-breakpoint
CREATE INDEX "course_credits_idx" ON "course" USING btree ("credits");--> statement-breakpoint
CREATE INDEX "course_course_type_idx" ON "course" USING btree ("course_type");--> statement-breakpoint
CREATE INDEX "course_department_id_idx" ON "course" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "course_degree_level_idx" ON "course" USING btree ("degree_level");--> statement-breakpoint
CREATE INDEX "curriculum_map_create_time_idx" ON "curriculum_map" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "curriculum_map_degree_programs_id_idx" ON "curriculum_map" USING btree ("degree_programs_id");--> statement-breakpoint
CREATE INDEX "curriculum_map_effective_year_idx" ON "curriculum_map" USING btree ("effective_year");--> statement-breakpoint
CREATE INDEX "curriculum_map_course_id_idx" ON "curriculum_map" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "curriculum_map_lo_id_idx" ON "curriculum_map" USING btree ("lo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "curriculum_map_degree_programs_id_effective_year_course_id_lo_id_uq" ON "curriculum_map" USING btree ("degree_programs_id","effective_year","course_id","lo_id");--> statement-breakpoint
CREATE INDEX "degree_programs_head_create_time_idx" ON "degree_programs_head" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "degree_programs_head_degree_programs_id_idx" ON "degree_programs_head" USING btree ("degree_programs_id");--> statement-breakpoint
CREATE INDEX "degree_programs_head_user_id_idx" ON "degree_programs_head" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "degree_programs_head_degree_programs_id_user_id_uq" ON "degree_programs_head" USING btree ("degree_programs_id","user_id");--> statement-breakpoint
CREATE INDEX "degree_programs_lg_create_time_idx" ON "degree_programs_lg" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "degree_programs_lg_degree_programs_id_idx" ON "degree_programs_lg" USING btree ("degree_programs_id");--> statement-breakpoint
CREATE INDEX "degree_programs_lg_code_idx" ON "degree_programs_lg" USING btree ("code");--> statement-breakpoint
CREATE INDEX "degree_programs_lg_name_idx" ON "degree_programs_lg" USING btree ("name");--> statement-breakpoint
CREATE INDEX "degree_programs_lg_name_en_idx" ON "degree_programs_lg" USING btree ("name_en");--> statement-breakpoint
CREATE INDEX "degree_programs_lg_sort_idx" ON "degree_programs_lg" USING btree ("sort");--> statement-breakpoint
CREATE UNIQUE INDEX "degree_programs_lg_degree_programs_id_code_uq" ON "degree_programs_lg" USING btree ("degree_programs_id","code");--> statement-breakpoint
CREATE INDEX "degree_programs_lo_create_time_idx" ON "degree_programs_lo" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "degree_programs_lo_degree_programs_id_idx" ON "degree_programs_lo" USING btree ("degree_programs_id");--> statement-breakpoint
CREATE INDEX "degree_programs_lo_lg_id_idx" ON "degree_programs_lo" USING btree ("lg_id");--> statement-breakpoint
CREATE INDEX "degree_programs_lo_code_idx" ON "degree_programs_lo" USING btree ("code");--> statement-breakpoint
CREATE INDEX "degree_programs_lo_name_idx" ON "degree_programs_lo" USING btree ("name");--> statement-breakpoint
CREATE INDEX "degree_programs_lo_name_en_idx" ON "degree_programs_lo" USING btree ("name_en");--> statement-breakpoint
CREATE INDEX "degree_programs_lo_sort_idx" ON "degree_programs_lo" USING btree ("sort");--> statement-breakpoint
CREATE UNIQUE INDEX "degree_programs_lo_degree_programs_id_code_uq" ON "degree_programs_lo" USING btree ("degree_programs_id","code");--> statement-breakpoint
CREATE INDEX "degree_programs_create_time_idx" ON "degree_programs" USING btree ("create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "degree_programs_code_uq" ON "degree_programs" USING btree ("code");--> statement-breakpoint
CREATE INDEX "degree_programs_name_idx" ON "degree_programs" USING btree ("name");--> statement-breakpoint
CREATE INDEX "degree_programs_name_en_idx" ON "degree_programs" USING btree ("name_en");--> statement-breakpoint
CREATE INDEX "degree_programs_degree_level_idx" ON "degree_programs" USING btree ("degree_level");--> statement-breakpoint
CREATE INDEX "degree_programs_department_id_idx" ON "degree_programs" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "degree_programs_sort_idx" ON "degree_programs" USING btree ("sort");--> statement-breakpoint
CREATE INDEX "syllabus_create_time_idx" ON "syllabus" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "syllabus_review_idx" ON "syllabus" USING btree ("review_status");--> statement-breakpoint
CREATE INDEX "syllabus_course_id_idx" ON "syllabus" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "syllabus_school_year_id_idx" ON "syllabus" USING btree ("school_year_id");--> statement-breakpoint
CREATE INDEX "syllabus_version_idx" ON "syllabus" USING btree ("version");--> statement-breakpoint
CREATE INDEX "syllabus_teacher_id_idx" ON "syllabus" USING btree ("teacher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "syllabus_course_id_school_year_id_version_uq" ON "syllabus" USING btree ("course_id","school_year_id","version");--> statement-breakpoint
CREATE INDEX "teaching_program_create_time_idx" ON "teaching_program" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "teaching_program_degree_programs_id_idx" ON "teaching_program" USING btree ("degree_programs_id");--> statement-breakpoint
CREATE INDEX "teaching_program_course_id_idx" ON "teaching_program" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "teaching_program_effective_year_idx" ON "teaching_program" USING btree ("effective_year");--> statement-breakpoint
CREATE INDEX "teaching_program_study_year_idx" ON "teaching_program" USING btree ("study_year");--> statement-breakpoint
CREATE INDEX "teaching_program_term_idx" ON "teaching_program" USING btree ("term");--> statement-breakpoint
CREATE INDEX "teaching_program_course_type_idx" ON "teaching_program" USING btree ("course_type");--> statement-breakpoint
CREATE UNIQUE INDEX "teaching_program_degree_programs_id_course_id_effective_year_uq" ON "teaching_program" USING btree ("degree_programs_id","course_id","effective_year");--> statement-breakpoint
CREATE INDEX "teaching_program_teacher_create_time_idx" ON "teaching_program_teacher" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "teaching_program_teacher_teaching_program_id_idx" ON "teaching_program_teacher" USING btree ("teaching_program_id");--> statement-breakpoint
CREATE INDEX "teaching_program_teacher_degree_programs_id_idx" ON "teaching_program_teacher" USING btree ("degree_programs_id");--> statement-breakpoint
CREATE INDEX "teaching_program_teacher_course_id_idx" ON "teaching_program_teacher" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "teaching_program_teacher_teacher_id_idx" ON "teaching_program_teacher" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "teaching_program_teacher_semester_id_idx" ON "teaching_program_teacher" USING btree ("semester_id");--> statement-breakpoint
CREATE INDEX "teaching_program_teacher_class_id_idx" ON "teaching_program_teacher" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "training_objective_create_time_idx" ON "training_objective" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "training_objective_degree_programs_id_idx" ON "training_objective" USING btree ("degree_programs_id");--> statement-breakpoint
CREATE INDEX "training_objective_code_idx" ON "training_objective" USING btree ("code");--> statement-breakpoint
CREATE INDEX "training_objective_sort_idx" ON "training_objective" USING btree ("sort");--> statement-breakpoint
CREATE UNIQUE INDEX "training_objective_degree_programs_id_code_uq" ON "training_objective" USING btree ("degree_programs_id","code");--> statement-breakpoint
CREATE INDEX "teaching_assignment_source_id_idx" ON "teaching_assignment" USING btree ("source_id");