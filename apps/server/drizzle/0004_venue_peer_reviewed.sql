ALTER TABLE "conference_standard" ADD COLUMN "peer_reviewed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "periodical_standard" ADD COLUMN "peer_reviewed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "conference_standard_peer_reviewed_idx" ON "conference_standard" USING btree ("peer_reviewed");--> statement-breakpoint
CREATE INDEX "periodical_standard_peer_reviewed_idx" ON "periodical_standard" USING btree ("peer_reviewed");--> statement-breakpoint
-- Data: a journal on one of the ranking lists of the journalList dictionary (ABS/AJG, ABDC, FT50,
-- UTD24, FMS, SSCI, CSSCI, PKU core: each lists refereed journals only), or whose reported grade
-- names one of them, is peer reviewed; "Other" and unlisted journals stay not peer reviewed until
-- the school says otherwise. Conference entries have no such list and stay as they are.
UPDATE "periodical_standard" SET "peer_reviewed" = true
  WHERE "ranking_list" IN ('ABS', 'ABDC', 'FT50', 'UTD24', 'FMS', 'SSCI', 'CSSCI', 'PKU')
    OR "ranking" ~* '\m(ABS|AJG|ABDC|FT ?50|UTD ?24|FMS|SSCI|CSSCI)\M';--> statement-breakpoint
-- Data: a journal article already linked to such a journal is a peer-reviewed journal article,
-- as the server now derives it on every write (Table 8-1 counts it in that column).
UPDATE "research_output" SET "peer_reviewed" = true
  FROM "periodical_standard" p
  WHERE "research_output"."venue_ref" = p."id"
    AND p."peer_reviewed"
    AND "research_output"."output_type" = '1'
    AND NOT "research_output"."peer_reviewed";
