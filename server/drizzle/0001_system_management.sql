ALTER TABLE "sys_job" ADD COLUMN "next_fire_time" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sys_job_log_job_idx" ON "sys_job_log" USING btree ("job_id","end_time");--> statement-breakpoint
CREATE INDEX "sys_user_dept_live_idx" ON "sys_user" USING btree ("dept_id","user_id") WHERE del_flag = '0';