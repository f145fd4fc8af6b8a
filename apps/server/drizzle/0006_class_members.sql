ALTER TABLE "classes" ADD COLUMN "member_count" integer;--> statement-breakpoint
CREATE INDEX "classes_member_count_idx" ON "classes" USING btree ("member_count");--> statement-breakpoint
-- Data: a student's class was free text before classes existed (0005 made it a reference to
-- classes). A text that is no class id names a class by its code, else by its name; one that names
-- none becomes a new class whose code and name are the text.
INSERT INTO "classes" ("id", "code", "name", "create_by")
  SELECT 'c' || substr(md5(t."txt"), 1, 19),
    CASE WHEN length(t."txt") <= 30 THEN t."txt" ELSE left(t."txt", 21) || '-' || substr(md5(t."txt"), 1, 8) END,
    left(t."txt", 100),
    'migration'
  FROM (SELECT DISTINCT trim("class_id") AS "txt" FROM "student" WHERE nullif(trim("class_id"), '') IS NOT NULL) t
  WHERE NOT EXISTS (
    SELECT 1 FROM "classes" c
    WHERE c."id" = t."txt" OR lower(c."code") = lower(t."txt") OR lower(c."name") = lower(t."txt"))
  ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "student" SET "class_id" = NULL WHERE trim("class_id") = '';--> statement-breakpoint
UPDATE "student" s SET "class_id" = (
    SELECT c."id" FROM "classes" c
    WHERE lower(c."code") = lower(trim(s."class_id")) OR lower(c."name") = lower(trim(s."class_id"))
      OR c."id" = 'c' || substr(md5(trim(s."class_id")), 1, 19)
    ORDER BY (lower(c."code") = lower(trim(s."class_id"))) DESC, c."id"
    LIMIT 1)
  WHERE s."class_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "classes" x WHERE x."id" = s."class_id");--> statement-breakpoint
-- Every student's own class has its class-student link, and a class counts its links.
INSERT INTO "class_student" ("id", "class_id", "student_id", "create_by")
  SELECT 'l' || substr(md5(s."id" || '/' || s."class_id"), 1, 19), s."class_id", s."id", 'migration'
  FROM "student" s
  WHERE s."class_id" IS NOT NULL AND EXISTS (SELECT 1 FROM "classes" c WHERE c."id" = s."class_id")
  ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "classes" c SET "member_count" = (SELECT count(*) FROM "class_student" l WHERE l."class_id" = c."id");
