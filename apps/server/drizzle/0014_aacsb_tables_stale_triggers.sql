-- Issue 22: the AACSB tables (3-1, 3-2, 8-1) are kept per data version, the sys_meta row
-- 'aacsbTables:version' (modules/qualification/freshness.ts). Every write to a table the tables are
-- computed from gives it a new random value in the write's own transaction, whatever wrote it
-- (the server's markTablesStale calls stay; these triggers cover any write path that forgets it,
-- and SQL written by hand). Statement-level: one upsert per statement, not per row.
CREATE OR REPLACE FUNCTION "aacsb_tables_mark_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "sys_meta" ("key", "value", "update_time")
    VALUES ('aacsbTables:version', gen_random_uuid()::text, now())
    ON CONFLICT ("key") DO UPDATE SET "value" = excluded."value", "update_time" = excluded."update_time";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A plain insert of the version row replaces its value instead of failing: a backup's restore loads
-- its feeding tables (whose triggers write the row) before it loads sys_meta with the same key.
CREATE OR REPLACE FUNCTION "aacsb_tables_version_upsert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "sys_meta" SET "value" = NEW."value", "update_time" = NEW."update_time" WHERE "key" = NEW."key";
  IF FOUND THEN
    RETURN NULL;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "sys_meta_aacsb_version_upsert" BEFORE INSERT ON "sys_meta"
  FOR EACH ROW WHEN (NEW."key" = 'aacsbTables:version') EXECUTE FUNCTION "aacsb_tables_version_upsert"();
--> statement-breakpoint
CREATE TRIGGER "teacher_aacsb_tables_stale" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "teacher"
  FOR EACH STATEMENT EXECUTE FUNCTION "aacsb_tables_mark_stale"();
--> statement-breakpoint
CREATE TRIGGER "teacher_accreditation_aacsb_tables_stale" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "teacher_accreditation"
  FOR EACH STATEMENT EXECUTE FUNCTION "aacsb_tables_mark_stale"();
--> statement-breakpoint
CREATE TRIGGER "teacher_discipline_aacsb_tables_stale" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "teacher_discipline"
  FOR EACH STATEMENT EXECUTE FUNCTION "aacsb_tables_mark_stale"();
--> statement-breakpoint
CREATE TRIGGER "research_output_aacsb_tables_stale" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "research_output"
  FOR EACH STATEMENT EXECUTE FUNCTION "aacsb_tables_mark_stale"();
--> statement-breakpoint
CREATE TRIGGER "research_output_author_aacsb_tables_stale" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "research_output_author"
  FOR EACH STATEMENT EXECUTE FUNCTION "aacsb_tables_mark_stale"();
--> statement-breakpoint
CREATE TRIGGER "professional_engagement_aacsb_tables_stale" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "professional_engagement"
  FOR EACH STATEMENT EXECUTE FUNCTION "aacsb_tables_mark_stale"();
--> statement-breakpoint
CREATE TRIGGER "teaching_assignment_aacsb_tables_stale" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "teaching_assignment"
  FOR EACH STATEMENT EXECUTE FUNCTION "aacsb_tables_mark_stale"();
--> statement-breakpoint
CREATE TRIGGER "sys_depart_aacsb_tables_stale" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sys_depart"
  FOR EACH STATEMENT EXECUTE FUNCTION "aacsb_tables_mark_stale"();
--> statement-breakpoint
CREATE TRIGGER "school_info_aacsb_tables_stale" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "school_info"
  FOR EACH STATEMENT EXECUTE FUNCTION "aacsb_tables_mark_stale"();
--> statement-breakpoint
CREATE TRIGGER "qualification_setting_aacsb_tables_stale" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "qualification_setting"
  FOR EACH STATEMENT EXECUTE FUNCTION "aacsb_tables_mark_stale"();
--> statement-breakpoint
CREATE TRIGGER "qualification_rule_set_aacsb_tables_stale" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "qualification_rule_set"
  FOR EACH STATEMENT EXECUTE FUNCTION "aacsb_tables_mark_stale"();
--> statement-breakpoint
CREATE TRIGGER "qualification_identification_aacsb_tables_stale" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "qualification_identification"
  FOR EACH STATEMENT EXECUTE FUNCTION "aacsb_tables_mark_stale"();
