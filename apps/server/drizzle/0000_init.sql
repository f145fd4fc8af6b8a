CREATE TABLE "ai_chat_history" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"question" text NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"statue" text DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_auth_code" (
	"purpose" text NOT NULL,
	"target" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sys_auth_code_purpose_target_pk" PRIMARY KEY("purpose","target")
);
--> statement-breakpoint
CREATE TABLE "sys_login_guard" (
	"username" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_session" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" text NOT NULL,
	"role_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"ip" text,
	"user_agent" text,
	"login_type" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sys_session_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sys_announcement" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"del_flag" boolean DEFAULT false NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"priority" text DEFAULT 'M' NOT NULL,
	"msg_type" text DEFAULT 'ALL' NOT NULL,
	"audience_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"send_status" text DEFAULT '0' NOT NULL,
	"sender" text,
	"category" text DEFAULT 'announcement' NOT NULL,
	"send_time" timestamp with time zone,
	"cancel_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_announcement_file" (
	"id" text PRIMARY KEY NOT NULL,
	"announcement_id" text NOT NULL,
	"file_name" text NOT NULL,
	"file_path" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_system_notification" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"system_notification_id" text NOT NULL,
	"if_read" integer DEFAULT 1 NOT NULL,
	"read_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_event" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone,
	"all_day" boolean DEFAULT false NOT NULL,
	"description" text,
	"color" text
);
--> statement-breakpoint
CREATE TABLE "aacsb_snapshot" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"table_code" text NOT NULL,
	"year" integer NOT NULL,
	"note" text,
	"payload" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qualification_identification" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "qualification_identification_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"teacher_id" text NOT NULL,
	"year" integer NOT NULL,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"computed_status" text NOT NULL,
	"overridden" boolean DEFAULT false NOT NULL,
	"reason" text,
	"rule_version" integer
);
--> statement-breakpoint
CREATE TABLE "qualification_rule_set" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"version" integer NOT NULL,
	"rules" jsonb NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "qualification_setting" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"unit" text DEFAULT 'credit_hours' NOT NULL,
	"thresholds" jsonb NOT NULL,
	"mapping" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "table81_narrative" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"year" integer NOT NULL,
	"part" text NOT NULL,
	"content" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_history" (
	"id" text PRIMARY KEY NOT NULL,
	"resource" text NOT NULL,
	"record_id" text NOT NULL,
	"action" text NOT NULL,
	"from_status" integer NOT NULL,
	"to_status" integer NOT NULL,
	"reason" text,
	"operator" text NOT NULL,
	"operator_name" text,
	"operate_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "association_standard" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"level" text NOT NULL,
	"review_status" integer DEFAULT 0 NOT NULL,
	"review_reason" text,
	"review_by" text,
	"review_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "conference_standard" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"level" text NOT NULL,
	"review_status" integer DEFAULT 0 NOT NULL,
	"review_reason" text,
	"review_by" text,
	"review_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "country" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_links" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"link_name" text NOT NULL,
	"link_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "module_field_customization" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"module" text NOT NULL,
	"label_zh" text NOT NULL,
	"label_en" text NOT NULL,
	"label_tw" text,
	"label_pt" text,
	"field_type" text NOT NULL,
	"dict_code" text,
	"required" boolean DEFAULT false NOT NULL,
	"sort_order" integer
);
--> statement-breakpoint
CREATE TABLE "module_field_value" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"resource" text NOT NULL,
	"record_id" text NOT NULL,
	"field_id" text NOT NULL,
	"value" text
);
--> statement-breakpoint
CREATE TABLE "periodical_standard" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"issn" text,
	"ranking_list" text,
	"ranking" text,
	"level" text,
	"review_status" integer DEFAULT 0 NOT NULL,
	"review_reason" text,
	"review_by" text,
	"review_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "professional_engagement" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"type" text NOT NULL,
	"teacher_id" text NOT NULL,
	"title" text NOT NULL,
	"organisation" text,
	"role" text,
	"start_time" date NOT NULL,
	"end_time" date,
	"hours" double precision,
	"level" text,
	"description" text,
	"review_status" integer DEFAULT 0 NOT NULL,
	"review_reason" text,
	"review_by" text,
	"review_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "professional_staff_accreditation" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"professional_staff_id" text NOT NULL,
	"year" integer NOT NULL,
	"participating" boolean DEFAULT false NOT NULL,
	"specialty" text,
	"highest_degree" text,
	"degree_year" integer,
	"responsibilities" text,
	"mission_percent" double precision,
	"employment_status" text,
	"basis" text
);
--> statement-breakpoint
CREATE TABLE "professional_staff" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"staff_number" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"department_id" text,
	"position" text,
	"status" text,
	"user_id" text
);
--> statement-breakpoint
CREATE TABLE "project_standard" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"level" text NOT NULL,
	"review_status" integer DEFAULT 0 NOT NULL,
	"review_reason" text,
	"review_by" text,
	"review_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "research_output_author" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"output_id" text NOT NULL,
	"author_order" integer,
	"teacher_id" text,
	"external_name" text,
	"external_institution" text,
	"external_country" text,
	"is_corresponding" boolean DEFAULT false NOT NULL,
	"is_lead" boolean DEFAULT false NOT NULL,
	"rate" double precision
);
--> statement-breakpoint
CREATE TABLE "research_output" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"output_type" text NOT NULL,
	"title_zh" text,
	"title_en" text,
	"venue_name" text,
	"venue_ref" text,
	"conference_ref" text,
	"project_ref" text,
	"venue_level" text,
	"publish_date" date,
	"end_date" date,
	"volume" text,
	"issue" text,
	"pages" text,
	"doi" text,
	"isbn" text,
	"patent_number" text,
	"position" text,
	"funding_amount" double precision,
	"abstract" text,
	"keywords" text,
	"category" text,
	"peer_reviewed" boolean DEFAULT false NOT NULL,
	"level" text,
	"review_status" integer DEFAULT 0 NOT NULL,
	"review_reason" text,
	"review_by" text,
	"review_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "resource_attachment" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"resource" text NOT NULL,
	"record_id" text NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_year" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"name" text NOT NULL,
	"start_time" date NOT NULL,
	"end_time" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scoring_criteria" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"name" text NOT NULL,
	"score" double precision NOT NULL,
	"description" text,
	"sort_no" integer
);
--> statement-breakpoint
CREATE TABLE "semester" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"name" text NOT NULL,
	"start_time" date NOT NULL,
	"end_time" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"student_number" text NOT NULL,
	"name" text NOT NULL,
	"sex" text NOT NULL,
	"country_id" text,
	"province_id" text,
	"enrol_score" double precision,
	"enrol_day" date,
	"class_id" text,
	"status" text,
	"college_id" text,
	"major_id" text,
	"avatar" text,
	"user_id" text
);
--> statement-breakpoint
CREATE TABLE "support_materials" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"title_zh" text NOT NULL,
	"title_en" text,
	"accreditation_type" text NOT NULL,
	"standard" text,
	"year" integer,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "system_user_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"title" text NOT NULL,
	"content" text
);
--> statement-breakpoint
CREATE TABLE "teacher_accreditation" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"teacher_id" text NOT NULL,
	"year" integer NOT NULL,
	"participating" boolean DEFAULT false NOT NULL,
	"specialty" text,
	"highest_degree" text,
	"degree_year" integer,
	"responsibilities" text,
	"mission_percent" double precision,
	"employment_status" text,
	"basis" text
);
--> statement-breakpoint
CREATE TABLE "teacher_discipline" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"teacher_id" text NOT NULL,
	"year" integer NOT NULL,
	"remark" text,
	"discipline_id" text NOT NULL,
	"percent" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_field_requirement" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"field_key" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"staff_id" text NOT NULL,
	"name" text NOT NULL,
	"sex" text NOT NULL,
	"country_id" text,
	"college_id" text,
	"major_id" text,
	"work_day" date,
	"education" text,
	"subject" text,
	"duty" text,
	"public_admin_id" text,
	"status" text,
	"avatar" text,
	"user_id" text
);
--> statement-breakpoint
CREATE TABLE "teaching_assignment" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"teacher_id" text NOT NULL,
	"course_code" text NOT NULL,
	"course_name" text,
	"term" text,
	"year" integer NOT NULL,
	"degree_level" text NOT NULL,
	"credit_hours" double precision NOT NULL,
	"contact_hours" double precision,
	"enrolled_students" integer,
	"discipline_id" text
);
--> statement-breakpoint
CREATE TABLE "teaching_contribution" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"type" text NOT NULL,
	"teacher_id" text NOT NULL,
	"title" text NOT NULL,
	"level" text NOT NULL,
	"start_time" date NOT NULL,
	"end_time" date NOT NULL,
	"organisation" text,
	"role" text,
	"hours" double precision,
	"description" text,
	"review_status" integer DEFAULT 0 NOT NULL,
	"review_reason" text,
	"review_by" text,
	"review_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tips" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"title" text NOT NULL,
	"module" text,
	"content" text
);
--> statement-breakpoint
CREATE TABLE "school_info" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"system_name" text DEFAULT '' NOT NULL,
	"system_name_en" text DEFAULT '' NOT NULL,
	"logo" text,
	"login_background" text,
	"qr_code" text,
	"default_language" text DEFAULT 'en-US' NOT NULL,
	"ai_consultant" text DEFAULT '0' NOT NULL,
	"ai_self" text DEFAULT 'yes' NOT NULL,
	"ai_ask_times" integer DEFAULT 0 NOT NULL,
	"licence_key" text,
	"contact_number" text,
	"copyright" text,
	"version" text,
	"teaching_achievements" text DEFAULT '1' NOT NULL,
	"professional_engagement" text DEFAULT '1' NOT NULL,
	"alignment_table31" text DEFAULT '1' NOT NULL,
	"open_equis" text DEFAULT '0' NOT NULL,
	"open_amba" text DEFAULT '0' NOT NULL,
	"open_external_access" text DEFAULT '0' NOT NULL,
	"table81_base_time" text DEFAULT '2025-12-31' NOT NULL,
	"retroactive_years" integer DEFAULT 5 NOT NULL,
	"contribution_rate" integer DEFAULT 50 NOT NULL,
	"contribution_rate_enabled" text DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_category" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"tree_code" text NOT NULL,
	"parent_id" text,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"name_tw" text DEFAULT '' NOT NULL,
	"name_pt" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_depart" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"del_flag" boolean DEFAULT false NOT NULL,
	"parent_id" text,
	"depart_name" text NOT NULL,
	"depart_name_en" text DEFAULT '' NOT NULL,
	"org_code" text NOT NULL,
	"org_category" text DEFAULT '1' NOT NULL,
	"depart_order" integer DEFAULT 0 NOT NULL,
	"is_discipline" boolean DEFAULT false NOT NULL,
	"fte" numeric,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "sys_dict" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"del_flag" boolean DEFAULT false NOT NULL,
	"dict_code" text NOT NULL,
	"dict_name" text NOT NULL,
	"dict_name_en" text DEFAULT '' NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "sys_dict_item" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"dict_id" text NOT NULL,
	"item_value" text NOT NULL,
	"item_text" text NOT NULL,
	"item_text_en" text DEFAULT '' NOT NULL,
	"item_text_tw" text DEFAULT '' NOT NULL,
	"item_text_pt" text DEFAULT '' NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_log" (
	"id" text PRIMARY KEY NOT NULL,
	"log_type" integer NOT NULL,
	"log_content" text NOT NULL,
	"operate_type" text,
	"userid" text,
	"username" text,
	"ip" text,
	"method" text,
	"request_url" text,
	"request_param" text,
	"target" text,
	"cost_time" integer,
	"status" integer,
	"outcome" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"extra" jsonb
);
--> statement-breakpoint
CREATE TABLE "sys_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_permission" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"del_flag" boolean DEFAULT false NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"name_tw" text DEFAULT '' NOT NULL,
	"name_pt" text DEFAULT '' NOT NULL,
	"url" text,
	"component" text,
	"component_name" text,
	"redirect" text,
	"menu_type" integer DEFAULT 0 NOT NULL,
	"perms" text,
	"perms_type" text DEFAULT '1' NOT NULL,
	"sort_no" numeric DEFAULT 0 NOT NULL,
	"icon" text,
	"is_route" boolean DEFAULT true NOT NULL,
	"is_leaf" boolean DEFAULT true NOT NULL,
	"keep_alive" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"always_show" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT '1' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_permission_data_rule" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"permission_id" text NOT NULL,
	"rule_name" text NOT NULL,
	"rule_column" text NOT NULL,
	"rule_conditions" text NOT NULL,
	"rule_value" text NOT NULL,
	"status" text DEFAULT '1' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_role" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"role_code" text NOT NULL,
	"role_name" text NOT NULL,
	"role_name_en" text DEFAULT '' NOT NULL,
	"role_name_tw" text DEFAULT '' NOT NULL,
	"role_name_pt" text DEFAULT '' NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "sys_role_permission" (
	"role_id" text NOT NULL,
	"permission_id" text NOT NULL,
	"data_rule_ids" text,
	CONSTRAINT "sys_role_permission_role_id_permission_id_pk" PRIMARY KEY("role_id","permission_id")
);
--> statement-breakpoint
CREATE TABLE "sys_user" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"del_flag" boolean DEFAULT false NOT NULL,
	"username" text NOT NULL,
	"realname" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"avatar" text,
	"birthday" text,
	"sex" integer,
	"email" text,
	"phone" text,
	"org_code" text,
	"depart_id" text,
	"status" integer DEFAULT 1 NOT NULL,
	"work_no" text,
	"post" text,
	"password_changed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_user_role" (
	"user_id" text NOT NULL,
	"role_id" text NOT NULL,
	CONSTRAINT "sys_user_role_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "sys_file" (
	"id" text PRIMARY KEY NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	"sys_org_code" text,
	"stored_name" text NOT NULL,
	"original_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" bigint NOT NULL,
	"kind" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_session" ADD CONSTRAINT "sys_session_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_session" ADD CONSTRAINT "sys_session_role_id_sys_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."sys_role"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_announcement_file" ADD CONSTRAINT "sys_announcement_file_announcement_id_sys_announcement_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."sys_announcement"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_system_notification" ADD CONSTRAINT "user_system_notification_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_system_notification" ADD CONSTRAINT "user_system_notification_system_notification_id_sys_announcement_id_fk" FOREIGN KEY ("system_notification_id") REFERENCES "public"."sys_announcement"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_event" ADD CONSTRAINT "calendar_event_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_dict_item" ADD CONSTRAINT "sys_dict_item_dict_id_sys_dict_id_fk" FOREIGN KEY ("dict_id") REFERENCES "public"."sys_dict"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_permission_data_rule" ADD CONSTRAINT "sys_permission_data_rule_permission_id_sys_permission_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."sys_permission"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_role_permission" ADD CONSTRAINT "sys_role_permission_role_id_sys_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."sys_role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_role_permission" ADD CONSTRAINT "sys_role_permission_permission_id_sys_permission_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."sys_permission"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user_role" ADD CONSTRAINT "sys_user_role_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user_role" ADD CONSTRAINT "sys_user_role_role_id_sys_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."sys_role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_chat_history_owner_idx" ON "ai_chat_history" USING btree ("create_by","create_time");--> statement-breakpoint
CREATE INDEX "sys_auth_code_expires_idx" ON "sys_auth_code" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sys_session_user_idx" ON "sys_session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sys_announcement_status_idx" ON "sys_announcement" USING btree ("send_status","msg_type");--> statement-breakpoint
CREATE INDEX "sys_announcement_file_parent_idx" ON "sys_announcement_file" USING btree ("announcement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_system_notification_uq" ON "user_system_notification" USING btree ("user_id","system_notification_id");--> statement-breakpoint
CREATE INDEX "user_system_notification_user_idx" ON "user_system_notification" USING btree ("user_id","if_read");--> statement-breakpoint
CREATE INDEX "calendar_event_user_start_idx" ON "calendar_event" USING btree ("user_id","start_time");--> statement-breakpoint
CREATE INDEX "aacsb_snapshot_table_year_idx" ON "aacsb_snapshot" USING btree ("table_code","year");--> statement-breakpoint
CREATE INDEX "qualification_identification_teacher_year_idx" ON "qualification_identification" USING btree ("teacher_id","year","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "qualification_rule_set_version_uq" ON "qualification_rule_set" USING btree ("version");--> statement-breakpoint
CREATE UNIQUE INDEX "table81_narrative_year_part_uq" ON "table81_narrative" USING btree ("year","part");--> statement-breakpoint
CREATE INDEX "approval_history_record_idx" ON "approval_history" USING btree ("resource","record_id","operate_time");--> statement-breakpoint
CREATE INDEX "association_standard_create_time_idx" ON "association_standard" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "association_standard_review_idx" ON "association_standard" USING btree ("review_status");--> statement-breakpoint
CREATE INDEX "association_standard_name_zh_idx" ON "association_standard" USING btree ("name_zh");--> statement-breakpoint
CREATE INDEX "association_standard_name_en_idx" ON "association_standard" USING btree ("name_en");--> statement-breakpoint
CREATE INDEX "association_standard_level_idx" ON "association_standard" USING btree ("level");--> statement-breakpoint
CREATE INDEX "conference_standard_create_time_idx" ON "conference_standard" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "conference_standard_review_idx" ON "conference_standard" USING btree ("review_status");--> statement-breakpoint
CREATE INDEX "conference_standard_name_zh_idx" ON "conference_standard" USING btree ("name_zh");--> statement-breakpoint
CREATE INDEX "conference_standard_name_en_idx" ON "conference_standard" USING btree ("name_en");--> statement-breakpoint
CREATE INDEX "conference_standard_level_idx" ON "conference_standard" USING btree ("level");--> statement-breakpoint
CREATE INDEX "country_create_time_idx" ON "country" USING btree ("create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "country_code_uq" ON "country" USING btree ("code");--> statement-breakpoint
CREATE INDEX "country_name_zh_idx" ON "country" USING btree ("name_zh");--> statement-breakpoint
CREATE INDEX "country_name_en_idx" ON "country" USING btree ("name_en");--> statement-breakpoint
CREATE INDEX "external_links_create_time_idx" ON "external_links" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "external_links_link_name_idx" ON "external_links" USING btree ("link_name");--> statement-breakpoint
CREATE INDEX "module_field_customization_create_time_idx" ON "module_field_customization" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "module_field_customization_module_idx" ON "module_field_customization" USING btree ("module");--> statement-breakpoint
CREATE INDEX "module_field_customization_label_zh_idx" ON "module_field_customization" USING btree ("label_zh");--> statement-breakpoint
CREATE INDEX "module_field_customization_label_en_idx" ON "module_field_customization" USING btree ("label_en");--> statement-breakpoint
CREATE INDEX "module_field_customization_field_type_idx" ON "module_field_customization" USING btree ("field_type");--> statement-breakpoint
CREATE INDEX "module_field_customization_sort_order_idx" ON "module_field_customization" USING btree ("sort_order");--> statement-breakpoint
CREATE INDEX "module_field_value_create_time_idx" ON "module_field_value" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "module_field_value_resource_idx" ON "module_field_value" USING btree ("resource");--> statement-breakpoint
CREATE INDEX "module_field_value_record_id_idx" ON "module_field_value" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "module_field_value_field_id_idx" ON "module_field_value" USING btree ("field_id");--> statement-breakpoint
CREATE UNIQUE INDEX "module_field_value_resource_record_id_field_id_uq" ON "module_field_value" USING btree ("resource","record_id","field_id");--> statement-breakpoint
CREATE INDEX "periodical_standard_create_time_idx" ON "periodical_standard" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "periodical_standard_review_idx" ON "periodical_standard" USING btree ("review_status");--> statement-breakpoint
CREATE INDEX "periodical_standard_name_zh_idx" ON "periodical_standard" USING btree ("name_zh");--> statement-breakpoint
CREATE INDEX "periodical_standard_name_en_idx" ON "periodical_standard" USING btree ("name_en");--> statement-breakpoint
CREATE UNIQUE INDEX "periodical_standard_issn_uq" ON "periodical_standard" USING btree ("issn");--> statement-breakpoint
CREATE INDEX "periodical_standard_ranking_list_idx" ON "periodical_standard" USING btree ("ranking_list");--> statement-breakpoint
CREATE INDEX "periodical_standard_ranking_idx" ON "periodical_standard" USING btree ("ranking");--> statement-breakpoint
CREATE INDEX "periodical_standard_level_idx" ON "periodical_standard" USING btree ("level");--> statement-breakpoint
CREATE INDEX "professional_engagement_create_time_idx" ON "professional_engagement" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "professional_engagement_review_idx" ON "professional_engagement" USING btree ("review_status");--> statement-breakpoint
CREATE INDEX "professional_engagement_type_idx" ON "professional_engagement" USING btree ("type");--> statement-breakpoint
CREATE INDEX "professional_engagement_teacher_id_idx" ON "professional_engagement" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "professional_engagement_title_idx" ON "professional_engagement" USING btree ("title");--> statement-breakpoint
CREATE INDEX "professional_engagement_organisation_idx" ON "professional_engagement" USING btree ("organisation");--> statement-breakpoint
CREATE INDEX "professional_engagement_start_time_idx" ON "professional_engagement" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "professional_engagement_end_time_idx" ON "professional_engagement" USING btree ("end_time");--> statement-breakpoint
CREATE INDEX "professional_engagement_level_idx" ON "professional_engagement" USING btree ("level");--> statement-breakpoint
CREATE INDEX "professional_staff_accreditation_create_time_idx" ON "professional_staff_accreditation" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "professional_staff_accreditation_professional_staff_id_idx" ON "professional_staff_accreditation" USING btree ("professional_staff_id");--> statement-breakpoint
CREATE INDEX "professional_staff_accreditation_year_idx" ON "professional_staff_accreditation" USING btree ("year");--> statement-breakpoint
CREATE INDEX "professional_staff_accreditation_participating_idx" ON "professional_staff_accreditation" USING btree ("participating");--> statement-breakpoint
CREATE INDEX "professional_staff_accreditation_specialty_idx" ON "professional_staff_accreditation" USING btree ("specialty");--> statement-breakpoint
CREATE INDEX "professional_staff_accreditation_highest_degree_idx" ON "professional_staff_accreditation" USING btree ("highest_degree");--> statement-breakpoint
CREATE INDEX "professional_staff_accreditation_degree_year_idx" ON "professional_staff_accreditation" USING btree ("degree_year");--> statement-breakpoint
CREATE INDEX "professional_staff_accreditation_mission_percent_idx" ON "professional_staff_accreditation" USING btree ("mission_percent");--> statement-breakpoint
CREATE INDEX "professional_staff_accreditation_employment_status_idx" ON "professional_staff_accreditation" USING btree ("employment_status");--> statement-breakpoint
CREATE UNIQUE INDEX "professional_staff_accreditation_professional_staff_id_year_uq" ON "professional_staff_accreditation" USING btree ("professional_staff_id","year");--> statement-breakpoint
CREATE INDEX "professional_staff_create_time_idx" ON "professional_staff" USING btree ("create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "professional_staff_staff_number_uq" ON "professional_staff" USING btree ("staff_number");--> statement-breakpoint
CREATE INDEX "professional_staff_name_zh_idx" ON "professional_staff" USING btree ("name_zh");--> statement-breakpoint
CREATE INDEX "professional_staff_name_en_idx" ON "professional_staff" USING btree ("name_en");--> statement-breakpoint
CREATE INDEX "professional_staff_department_id_idx" ON "professional_staff" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "professional_staff_position_idx" ON "professional_staff" USING btree ("position");--> statement-breakpoint
CREATE INDEX "professional_staff_status_idx" ON "professional_staff" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "professional_staff_user_id_uq" ON "professional_staff" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "project_standard_create_time_idx" ON "project_standard" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "project_standard_review_idx" ON "project_standard" USING btree ("review_status");--> statement-breakpoint
CREATE INDEX "project_standard_name_zh_idx" ON "project_standard" USING btree ("name_zh");--> statement-breakpoint
CREATE INDEX "project_standard_name_en_idx" ON "project_standard" USING btree ("name_en");--> statement-breakpoint
CREATE INDEX "project_standard_level_idx" ON "project_standard" USING btree ("level");--> statement-breakpoint
CREATE INDEX "research_output_author_create_time_idx" ON "research_output_author" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "research_output_author_output_id_idx" ON "research_output_author" USING btree ("output_id");--> statement-breakpoint
CREATE INDEX "research_output_author_author_order_idx" ON "research_output_author" USING btree ("author_order");--> statement-breakpoint
CREATE INDEX "research_output_author_teacher_id_idx" ON "research_output_author" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "research_output_author_external_name_idx" ON "research_output_author" USING btree ("external_name");--> statement-breakpoint
CREATE INDEX "research_output_author_is_lead_idx" ON "research_output_author" USING btree ("is_lead");--> statement-breakpoint
CREATE INDEX "research_output_create_time_idx" ON "research_output" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "research_output_review_idx" ON "research_output" USING btree ("review_status");--> statement-breakpoint
CREATE INDEX "research_output_output_type_idx" ON "research_output" USING btree ("output_type");--> statement-breakpoint
CREATE INDEX "research_output_title_zh_idx" ON "research_output" USING btree ("title_zh");--> statement-breakpoint
CREATE INDEX "research_output_title_en_idx" ON "research_output" USING btree ("title_en");--> statement-breakpoint
CREATE INDEX "research_output_venue_name_idx" ON "research_output" USING btree ("venue_name");--> statement-breakpoint
CREATE INDEX "research_output_venue_ref_idx" ON "research_output" USING btree ("venue_ref");--> statement-breakpoint
CREATE INDEX "research_output_conference_ref_idx" ON "research_output" USING btree ("conference_ref");--> statement-breakpoint
CREATE INDEX "research_output_project_ref_idx" ON "research_output" USING btree ("project_ref");--> statement-breakpoint
CREATE INDEX "research_output_venue_level_idx" ON "research_output" USING btree ("venue_level");--> statement-breakpoint
CREATE INDEX "research_output_publish_date_idx" ON "research_output" USING btree ("publish_date");--> statement-breakpoint
CREATE UNIQUE INDEX "research_output_doi_uq" ON "research_output" USING btree ("doi");--> statement-breakpoint
CREATE INDEX "research_output_isbn_idx" ON "research_output" USING btree ("isbn");--> statement-breakpoint
CREATE INDEX "research_output_patent_number_idx" ON "research_output" USING btree ("patent_number");--> statement-breakpoint
CREATE INDEX "research_output_category_idx" ON "research_output" USING btree ("category");--> statement-breakpoint
CREATE INDEX "research_output_peer_reviewed_idx" ON "research_output" USING btree ("peer_reviewed");--> statement-breakpoint
CREATE INDEX "research_output_level_idx" ON "research_output" USING btree ("level");--> statement-breakpoint
CREATE INDEX "resource_attachment_record_idx" ON "resource_attachment" USING btree ("resource","record_id");--> statement-breakpoint
CREATE INDEX "resource_attachment_url_idx" ON "resource_attachment" USING btree ("url");--> statement-breakpoint
CREATE INDEX "school_year_create_time_idx" ON "school_year" USING btree ("create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "school_year_name_uq" ON "school_year" USING btree ("name");--> statement-breakpoint
CREATE INDEX "school_year_start_time_idx" ON "school_year" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "school_year_end_time_idx" ON "school_year" USING btree ("end_time");--> statement-breakpoint
CREATE INDEX "scoring_criteria_create_time_idx" ON "scoring_criteria" USING btree ("create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "scoring_criteria_name_uq" ON "scoring_criteria" USING btree ("name");--> statement-breakpoint
CREATE INDEX "scoring_criteria_score_idx" ON "scoring_criteria" USING btree ("score");--> statement-breakpoint
CREATE INDEX "scoring_criteria_sort_no_idx" ON "scoring_criteria" USING btree ("sort_no");--> statement-breakpoint
CREATE INDEX "semester_create_time_idx" ON "semester" USING btree ("create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "semester_name_uq" ON "semester" USING btree ("name");--> statement-breakpoint
CREATE INDEX "semester_start_time_idx" ON "semester" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "semester_end_time_idx" ON "semester" USING btree ("end_time");--> statement-breakpoint
CREATE INDEX "student_create_time_idx" ON "student" USING btree ("create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "student_student_number_uq" ON "student" USING btree ("student_number");--> statement-breakpoint
CREATE INDEX "student_name_idx" ON "student" USING btree ("name");--> statement-breakpoint
CREATE INDEX "student_sex_idx" ON "student" USING btree ("sex");--> statement-breakpoint
CREATE INDEX "student_country_id_idx" ON "student" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "student_enrol_score_idx" ON "student" USING btree ("enrol_score");--> statement-breakpoint
CREATE INDEX "student_enrol_day_idx" ON "student" USING btree ("enrol_day");--> statement-breakpoint
CREATE INDEX "student_class_id_idx" ON "student" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "student_status_idx" ON "student" USING btree ("status");--> statement-breakpoint
CREATE INDEX "student_college_id_idx" ON "student" USING btree ("college_id");--> statement-breakpoint
CREATE INDEX "student_major_id_idx" ON "student" USING btree ("major_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_user_id_uq" ON "student" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "support_materials_create_time_idx" ON "support_materials" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "support_materials_title_zh_idx" ON "support_materials" USING btree ("title_zh");--> statement-breakpoint
CREATE INDEX "support_materials_title_en_idx" ON "support_materials" USING btree ("title_en");--> statement-breakpoint
CREATE INDEX "support_materials_accreditation_type_idx" ON "support_materials" USING btree ("accreditation_type");--> statement-breakpoint
CREATE INDEX "support_materials_standard_idx" ON "support_materials" USING btree ("standard");--> statement-breakpoint
CREATE INDEX "support_materials_year_idx" ON "support_materials" USING btree ("year");--> statement-breakpoint
CREATE INDEX "system_user_notes_create_time_idx" ON "system_user_notes" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "system_user_notes_create_by_idx" ON "system_user_notes" USING btree ("create_by");--> statement-breakpoint
CREATE INDEX "system_user_notes_title_idx" ON "system_user_notes" USING btree ("title");--> statement-breakpoint
CREATE INDEX "teacher_accreditation_create_time_idx" ON "teacher_accreditation" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "teacher_accreditation_teacher_id_idx" ON "teacher_accreditation" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "teacher_accreditation_year_idx" ON "teacher_accreditation" USING btree ("year");--> statement-breakpoint
CREATE INDEX "teacher_accreditation_participating_idx" ON "teacher_accreditation" USING btree ("participating");--> statement-breakpoint
CREATE INDEX "teacher_accreditation_specialty_idx" ON "teacher_accreditation" USING btree ("specialty");--> statement-breakpoint
CREATE INDEX "teacher_accreditation_highest_degree_idx" ON "teacher_accreditation" USING btree ("highest_degree");--> statement-breakpoint
CREATE INDEX "teacher_accreditation_degree_year_idx" ON "teacher_accreditation" USING btree ("degree_year");--> statement-breakpoint
CREATE INDEX "teacher_accreditation_mission_percent_idx" ON "teacher_accreditation" USING btree ("mission_percent");--> statement-breakpoint
CREATE INDEX "teacher_accreditation_employment_status_idx" ON "teacher_accreditation" USING btree ("employment_status");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_accreditation_teacher_id_year_uq" ON "teacher_accreditation" USING btree ("teacher_id","year");--> statement-breakpoint
CREATE INDEX "teacher_discipline_create_time_idx" ON "teacher_discipline" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "teacher_discipline_teacher_id_idx" ON "teacher_discipline" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "teacher_discipline_year_idx" ON "teacher_discipline" USING btree ("year");--> statement-breakpoint
CREATE INDEX "teacher_discipline_discipline_id_idx" ON "teacher_discipline" USING btree ("discipline_id");--> statement-breakpoint
CREATE INDEX "teacher_discipline_percent_idx" ON "teacher_discipline" USING btree ("percent");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_discipline_teacher_id_year_discipline_id_uq" ON "teacher_discipline" USING btree ("teacher_id","year","discipline_id");--> statement-breakpoint
CREATE INDEX "teacher_field_requirement_create_time_idx" ON "teacher_field_requirement" USING btree ("create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_field_requirement_field_key_uq" ON "teacher_field_requirement" USING btree ("field_key");--> statement-breakpoint
CREATE INDEX "teacher_field_requirement_required_idx" ON "teacher_field_requirement" USING btree ("required");--> statement-breakpoint
CREATE INDEX "teacher_create_time_idx" ON "teacher" USING btree ("create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_staff_id_uq" ON "teacher" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "teacher_name_idx" ON "teacher" USING btree ("name");--> statement-breakpoint
CREATE INDEX "teacher_sex_idx" ON "teacher" USING btree ("sex");--> statement-breakpoint
CREATE INDEX "teacher_country_id_idx" ON "teacher" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "teacher_college_id_idx" ON "teacher" USING btree ("college_id");--> statement-breakpoint
CREATE INDEX "teacher_major_id_idx" ON "teacher" USING btree ("major_id");--> statement-breakpoint
CREATE INDEX "teacher_work_day_idx" ON "teacher" USING btree ("work_day");--> statement-breakpoint
CREATE INDEX "teacher_education_idx" ON "teacher" USING btree ("education");--> statement-breakpoint
CREATE INDEX "teacher_subject_idx" ON "teacher" USING btree ("subject");--> statement-breakpoint
CREATE INDEX "teacher_status_idx" ON "teacher" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_user_id_uq" ON "teacher" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "teaching_assignment_create_time_idx" ON "teaching_assignment" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "teaching_assignment_teacher_id_idx" ON "teaching_assignment" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "teaching_assignment_course_code_idx" ON "teaching_assignment" USING btree ("course_code");--> statement-breakpoint
CREATE INDEX "teaching_assignment_course_name_idx" ON "teaching_assignment" USING btree ("course_name");--> statement-breakpoint
CREATE INDEX "teaching_assignment_term_idx" ON "teaching_assignment" USING btree ("term");--> statement-breakpoint
CREATE INDEX "teaching_assignment_year_idx" ON "teaching_assignment" USING btree ("year");--> statement-breakpoint
CREATE INDEX "teaching_assignment_degree_level_idx" ON "teaching_assignment" USING btree ("degree_level");--> statement-breakpoint
CREATE INDEX "teaching_assignment_credit_hours_idx" ON "teaching_assignment" USING btree ("credit_hours");--> statement-breakpoint
CREATE INDEX "teaching_assignment_contact_hours_idx" ON "teaching_assignment" USING btree ("contact_hours");--> statement-breakpoint
CREATE INDEX "teaching_assignment_enrolled_students_idx" ON "teaching_assignment" USING btree ("enrolled_students");--> statement-breakpoint
CREATE INDEX "teaching_assignment_discipline_id_idx" ON "teaching_assignment" USING btree ("discipline_id");--> statement-breakpoint
CREATE INDEX "teaching_contribution_create_time_idx" ON "teaching_contribution" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "teaching_contribution_review_idx" ON "teaching_contribution" USING btree ("review_status");--> statement-breakpoint
CREATE INDEX "teaching_contribution_type_idx" ON "teaching_contribution" USING btree ("type");--> statement-breakpoint
CREATE INDEX "teaching_contribution_teacher_id_idx" ON "teaching_contribution" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "teaching_contribution_title_idx" ON "teaching_contribution" USING btree ("title");--> statement-breakpoint
CREATE INDEX "teaching_contribution_level_idx" ON "teaching_contribution" USING btree ("level");--> statement-breakpoint
CREATE INDEX "teaching_contribution_start_time_idx" ON "teaching_contribution" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "teaching_contribution_end_time_idx" ON "teaching_contribution" USING btree ("end_time");--> statement-breakpoint
CREATE INDEX "teaching_contribution_organisation_idx" ON "teaching_contribution" USING btree ("organisation");--> statement-breakpoint
CREATE INDEX "tips_create_time_idx" ON "tips" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "tips_title_idx" ON "tips" USING btree ("title");--> statement-breakpoint
CREATE INDEX "tips_module_idx" ON "tips" USING btree ("module");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_category_code_uq" ON "sys_category" USING btree ("tree_code","code");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_depart_org_code_uq" ON "sys_depart" USING btree ("org_code");--> statement-breakpoint
CREATE INDEX "sys_depart_parent_idx" ON "sys_depart" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dict_code_uq" ON "sys_dict" USING btree ("dict_code");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dict_item_value_uq" ON "sys_dict_item" USING btree ("dict_id","item_value");--> statement-breakpoint
CREATE INDEX "sys_log_type_time_idx" ON "sys_log" USING btree ("log_type","create_time");--> statement-breakpoint
CREATE INDEX "sys_log_username_idx" ON "sys_log" USING btree ("username");--> statement-breakpoint
CREATE INDEX "sys_log_content_trgm_idx" ON "sys_log" USING gin ("log_content" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sys_log_username_trgm_idx" ON "sys_log" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sys_log_ip_trgm_idx" ON "sys_log" USING gin ("ip" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sys_permission_parent_idx" ON "sys_permission" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "sys_permission_perms_idx" ON "sys_permission" USING btree ("perms");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_role_code_uq" ON "sys_role" USING btree ("role_code");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_username_uq" ON "sys_user" USING btree ("username");--> statement-breakpoint
CREATE INDEX "sys_user_phone_idx" ON "sys_user" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "sys_user_email_idx" ON "sys_user" USING btree ("email");--> statement-breakpoint
CREATE INDEX "sys_user_role_role_idx" ON "sys_user_role" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "sys_file_create_by_idx" ON "sys_file" USING btree ("create_by");