CREATE TABLE "settlement_daily_totals" (
	"period" date NOT NULL,
	"status" text NOT NULL,
	"org_id" integer NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"gross_fen" bigint DEFAULT 0 NOT NULL,
	"share_fen" bigint DEFAULT 0 NOT NULL,
	"fee_fen" bigint DEFAULT 0 NOT NULL,
	"net_fen" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "settlement_daily_totals_period_status_org_id_pk" PRIMARY KEY("period","status","org_id")
);
