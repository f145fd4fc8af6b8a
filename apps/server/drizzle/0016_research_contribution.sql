CREATE TABLE "research_contribution" (
	"output_id" text NOT NULL,
	"teacher_id" text NOT NULL,
	"is_lead" boolean NOT NULL,
	"output_type" text NOT NULL,
	"peer_reviewed" boolean NOT NULL,
	"venue_level" text,
	"publish_date" date,
	"review_status" integer NOT NULL,
	CONSTRAINT "research_contribution_output_id_teacher_id_pk" PRIMARY KEY("output_id","teacher_id")
);
--> statement-breakpoint
-- Issue 22: research_contribution is derived from research_output and research_output_author (see
-- modules/qualification/schema.ts). An output's rows are rebuilt whenever the output or any of its
-- authors changes, by statement-level triggers that pass the changed outputs at once (a bulk import
-- rebuilds in one statement, not one per row). The outputs' rows are locked first, in id order, so
-- two transactions editing the same output's authors rebuild one after the other, the second
-- seeing what the first committed.
CREATE OR REPLACE FUNCTION "research_contribution_rebuild"("ids" text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF "ids" IS NULL OR cardinality("ids") = 0 THEN
    RETURN;
  END IF;
  -- Joined with the ids rather than "= ANY(ids)": a bulk import passes thousands of them.
  PERFORM 1 FROM "research_output" o JOIN unnest("ids") AS x("id") ON x."id" = o."id"
    ORDER BY o."id" FOR UPDATE OF o;
  DELETE FROM "research_contribution" c USING unnest("ids") AS x("id") WHERE c."output_id" = x."id";
  INSERT INTO "research_contribution"
      ("output_id", "teacher_id", "is_lead", "output_type", "peer_reviewed", "venue_level", "publish_date", "review_status")
    SELECT a."output_id", a."teacher_id", bool_or(a."is_lead"), o."output_type", o."peer_reviewed",
           o."venue_level", o."publish_date", o."review_status"
    FROM unnest("ids") AS x("id")
    JOIN "research_output_author" a ON a."output_id" = x."id"
    JOIN "research_output" o ON o."id" = a."output_id"
    WHERE a."teacher_id" IS NOT NULL
    GROUP BY a."output_id", a."teacher_id", o."id";
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "research_contribution_from_authors"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "research_contribution_rebuild"(ARRAY(SELECT DISTINCT "output_id" FROM "new_rows"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "research_contribution_rebuild"(ARRAY(SELECT DISTINCT "output_id" FROM "old_rows"));
  ELSE
    PERFORM "research_contribution_rebuild"(ARRAY(
      SELECT "output_id" FROM "new_rows" UNION SELECT "output_id" FROM "old_rows"));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- An output's own change matters when it touches what the rows keep (an insert: its authors may
-- have been written first).
CREATE OR REPLACE FUNCTION "research_contribution_from_outputs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "research_contribution_rebuild"(ARRAY(SELECT "id" FROM "new_rows"));
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM "research_contribution" WHERE "output_id" IN (SELECT "id" FROM "old_rows");
  ELSE
    PERFORM "research_contribution_rebuild"(ARRAY(
      SELECT n."id" FROM "new_rows" n LEFT JOIN "old_rows" o ON o."id" = n."id"
      WHERE o."id" IS NULL
         OR (n."output_type", n."peer_reviewed", n."venue_level", n."publish_date", n."review_status")
            IS DISTINCT FROM (o."output_type", o."peer_reviewed", o."venue_level", o."publish_date", o."review_status")
      UNION
      SELECT o."id" FROM "old_rows" o WHERE NOT EXISTS (SELECT 1 FROM "new_rows" n WHERE n."id" = o."id")));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "research_contribution_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "research_contribution";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "research_output_author_contribution_insert" AFTER INSERT ON "research_output_author"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "research_contribution_from_authors"();
--> statement-breakpoint
CREATE TRIGGER "research_output_author_contribution_update" AFTER UPDATE ON "research_output_author"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "research_contribution_from_authors"();
--> statement-breakpoint
CREATE TRIGGER "research_output_author_contribution_delete" AFTER DELETE ON "research_output_author"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "research_contribution_from_authors"();
--> statement-breakpoint
CREATE TRIGGER "research_output_author_contribution_truncate" AFTER TRUNCATE ON "research_output_author"
  FOR EACH STATEMENT EXECUTE FUNCTION "research_contribution_truncated"();
--> statement-breakpoint
CREATE TRIGGER "research_output_contribution_insert" AFTER INSERT ON "research_output"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "research_contribution_from_outputs"();
--> statement-breakpoint
CREATE TRIGGER "research_output_contribution_update" AFTER UPDATE ON "research_output"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "research_contribution_from_outputs"();
--> statement-breakpoint
CREATE TRIGGER "research_output_contribution_delete" AFTER DELETE ON "research_output"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "research_contribution_from_outputs"();
--> statement-breakpoint
CREATE TRIGGER "research_output_contribution_truncate" AFTER TRUNCATE ON "research_output"
  FOR EACH STATEMENT EXECUTE FUNCTION "research_contribution_truncated"();
--> statement-breakpoint
-- The outputs and authors already there, by the same rebuild the triggers use.
SELECT "research_contribution_rebuild"(ARRAY(SELECT "id" FROM "research_output"));
