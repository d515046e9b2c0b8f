CREATE TABLE "sys_cache_event" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_cache_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"payload" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_job_log" ADD COLUMN "fire_time" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sys_cache_event_time_idx" ON "sys_cache_event" USING btree ("create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_job_log_fire_uq" ON "sys_job_log" USING btree ("job_id","fire_time");