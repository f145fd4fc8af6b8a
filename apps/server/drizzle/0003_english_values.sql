ALTER TABLE "professional_staff_accreditation" ADD COLUMN "specialty_en" text;--> statement-breakpoint
ALTER TABLE "student" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "teacher_accreditation" ADD COLUMN "specialty_en" text;--> statement-breakpoint
ALTER TABLE "teacher" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "teacher" ADD COLUMN "subject_en" text;--> statement-breakpoint
CREATE INDEX "professional_staff_accreditation_specialty_en_idx" ON "professional_staff_accreditation" USING btree ("specialty_en");--> statement-breakpoint
CREATE INDEX "student_name_en_idx" ON "student" USING btree ("name_en");--> statement-breakpoint
CREATE INDEX "teacher_accreditation_specialty_en_idx" ON "teacher_accreditation" USING btree ("specialty_en");--> statement-breakpoint
CREATE INDEX "teacher_name_en_idx" ON "teacher" USING btree ("name_en");--> statement-breakpoint
CREATE INDEX "teacher_subject_en_idx" ON "teacher" USING btree ("subject_en");--> statement-breakpoint
-- Data: the English name that schools kept in a custom field of teachers (the demo school's
-- "English name" / 英文姓名) becomes the real column; the custom field and its values go.
UPDATE "teacher" SET "name_en" = v."value"
  FROM "module_field_value" v
  JOIN "module_field_customization" f ON f."id" = v."field_id"
  WHERE v."resource" = 'teacher' AND v."record_id" = "teacher"."id"
    AND f."module" = 'teacher'
    AND (lower(trim(f."label_en")) = 'english name' OR trim(f."label_zh") IN ('英文姓名', '英文名'))
    AND nullif(trim(v."value"), '') IS NOT NULL
    AND nullif(trim("teacher"."name_en"), '') IS NULL;--> statement-breakpoint
DELETE FROM "module_field_value" WHERE "field_id" IN (
  SELECT "id" FROM "module_field_customization"
  WHERE "module" = 'teacher'
    AND (lower(trim("label_en")) = 'english name' OR trim("label_zh") IN ('英文姓名', '英文名')));--> statement-breakpoint
DELETE FROM "module_field_customization"
  WHERE "module" = 'teacher'
    AND (lower(trim("label_en")) = 'english name' OR trim("label_zh") IN ('英文姓名', '英文名'));--> statement-breakpoint
-- Data: a specialty written in both languages in one box ("盈余管理 / Earnings management", as the
-- demo school has it) is split into the Chinese and the English value.
UPDATE "teacher_accreditation" SET
    "specialty_en" = trim(split_part("specialty", ' / ', 2)),
    "specialty" = trim(split_part("specialty", ' / ', 1))
  WHERE "specialty_en" IS NULL
    AND split_part("specialty", ' / ', 3) = ''
    AND trim(split_part("specialty", ' / ', 2)) ~ '^[ -~]+$'
    AND split_part("specialty", ' / ', 1) !~ '^[ -~]*$';--> statement-breakpoint
UPDATE "professional_staff_accreditation" SET
    "specialty_en" = trim(split_part("specialty", ' / ', 2)),
    "specialty" = trim(split_part("specialty", ' / ', 1))
  WHERE "specialty_en" IS NULL
    AND split_part("specialty", ' / ', 3) = ''
    AND trim(split_part("specialty", ' / ', 2)) ~ '^[ -~]+$'
    AND split_part("specialty", ' / ', 1) !~ '^[ -~]*$';
