CREATE TABLE "sys_notice_read" (
	"notice_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"read_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_notice_read_notice_id_user_id_pk" PRIMARY KEY("notice_id","user_id")
);
--> statement-breakpoint
CREATE INDEX "sys_notice_read_user_idx" ON "sys_notice_read" USING btree ("user_id");