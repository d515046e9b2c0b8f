-- Exact row counts of the big log tables, kept by triggers in the writing transaction, so a list without filters
-- reads its total from one row instead of count(*) over millions (67–85 ms at 1,000,000 rows on a 2-core machine).
-- Filtered lists still count with count(*), which their indexes keep cheap. Written by hand (drizzle-kit --custom):
-- drizzle's schema has no triggers.
CREATE TABLE "sys_row_count" (
	"table_name" varchar(64) PRIMARY KEY NOT NULL,
	"row_count" bigint NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION sys_row_count_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	delta bigint;
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		UPDATE sys_row_count SET row_count = 0 WHERE table_name = TG_TABLE_NAME;
		RETURN NULL;
	ELSIF TG_OP = 'INSERT' THEN
		SELECT count(*) INTO delta FROM new_rows;
	ELSE
		SELECT -count(*) INTO delta FROM old_rows;
	END IF;
	IF delta <> 0 THEN
		INSERT INTO sys_row_count AS c (table_name, row_count) VALUES (TG_TABLE_NAME, delta)
		ON CONFLICT (table_name) DO UPDATE SET row_count = c.row_count + excluded.row_count;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sys_oper_log_count_insert AFTER INSERT ON sys_oper_log REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION sys_row_count_apply();
--> statement-breakpoint
CREATE TRIGGER sys_oper_log_count_delete AFTER DELETE ON sys_oper_log REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION sys_row_count_apply();
--> statement-breakpoint
CREATE TRIGGER sys_oper_log_count_truncate AFTER TRUNCATE ON sys_oper_log
	FOR EACH STATEMENT EXECUTE FUNCTION sys_row_count_apply();
--> statement-breakpoint
CREATE TRIGGER sys_logininfor_count_insert AFTER INSERT ON sys_logininfor REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION sys_row_count_apply();
--> statement-breakpoint
CREATE TRIGGER sys_logininfor_count_delete AFTER DELETE ON sys_logininfor REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION sys_row_count_apply();
--> statement-breakpoint
CREATE TRIGGER sys_logininfor_count_truncate AFTER TRUNCATE ON sys_logininfor
	FOR EACH STATEMENT EXECUTE FUNCTION sys_row_count_apply();
--> statement-breakpoint
-- The triggers exist from here on and their creation locked out writers until this commits: the start is exact.
INSERT INTO sys_row_count (table_name, row_count)
	SELECT 'sys_oper_log', count(*) FROM sys_oper_log UNION ALL SELECT 'sys_logininfor', count(*) FROM sys_logininfor;
