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
ALTER TABLE "sys_session" ADD CONSTRAINT "sys_session_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_session" ADD CONSTRAINT "sys_session_role_id_sys_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."sys_role"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_permission_data_rule" ADD CONSTRAINT "sys_permission_data_rule_permission_id_sys_permission_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."sys_permission"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_role_permission" ADD CONSTRAINT "sys_role_permission_role_id_sys_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."sys_role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_role_permission" ADD CONSTRAINT "sys_role_permission_permission_id_sys_permission_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."sys_permission"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user_role" ADD CONSTRAINT "sys_user_role_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user_role" ADD CONSTRAINT "sys_user_role_role_id_sys_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."sys_role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sys_session_user_idx" ON "sys_session" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_depart_org_code_uq" ON "sys_depart" USING btree ("org_code");--> statement-breakpoint
CREATE INDEX "sys_depart_parent_idx" ON "sys_depart" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "sys_log_type_time_idx" ON "sys_log" USING btree ("log_type","create_time");--> statement-breakpoint
CREATE INDEX "sys_log_username_idx" ON "sys_log" USING btree ("username");--> statement-breakpoint
CREATE INDEX "sys_log_content_trgm_idx" ON "sys_log" USING gin ("log_content" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sys_permission_parent_idx" ON "sys_permission" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "sys_permission_perms_idx" ON "sys_permission" USING btree ("perms");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_role_code_uq" ON "sys_role" USING btree ("role_code");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_username_uq" ON "sys_user" USING btree ("username");--> statement-breakpoint
CREATE INDEX "sys_user_phone_idx" ON "sys_user" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "sys_user_email_idx" ON "sys_user" USING btree ("email");--> statement-breakpoint
CREATE INDEX "sys_user_role_role_idx" ON "sys_user_role" USING btree ("role_id");