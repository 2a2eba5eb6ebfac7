-- Issue 28: a number search's page is read from its matches when the planner expects at most
-- NUMBER_MATCHES_MAX of them (number-rows.ts). With the default statistics target a prefix's
-- estimate moves in steps of one histogram bucket (1% of the table: 101,009 or 202,018 for one
-- day's 97,000–189,000 numbers at 10M settlements); a ten times finer histogram puts it within a
-- few thousand. ANALYZE then samples 300,000 rows of the table instead of 30,000.
ALTER TABLE "settlements" ALTER COLUMN "settlement_no" SET STATISTICS 1000;
