ALTER TABLE "mdm_record" ADD COLUMN "change_seq" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL;--> statement-breakpoint
ALTER TABLE "mdm_record_draft" ADD COLUMN "proc_ins_id" varchar(64);--> statement-breakpoint
ALTER TABLE "mdm_record_draft" ADD COLUMN "opinion" varchar(500);--> statement-breakpoint
ALTER TABLE "mdm_subscriber" ADD COLUMN "pull_key" varchar(40);--> statement-breakpoint
ALTER TABLE "mdm_subscriber" ADD COLUMN "pull_secret_hash" varchar(64);--> statement-breakpoint
CREATE INDEX "mdm_record_change_idx" ON "mdm_record" USING btree ("model_id","change_seq","record_id");--> statement-breakpoint
ALTER TABLE "mdm_subscriber" ADD CONSTRAINT "mdm_subscriber_pull_key_unique" UNIQUE("pull_key");