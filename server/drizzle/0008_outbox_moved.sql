-- The workflow's outbox became the platform's (sys_outbox): its messages move there, with the instance as their ref.
INSERT INTO "sys_outbox" ("topic", "user_id", "title", "link", "ref", "create_time", "sent_time", "attempts")
SELECT 'workflow.' || "topic", "user_id", "title", "link", 'workflow:instance:' || "instance_id", "create_time", "sent_time", "attempts"
FROM "wf_outbox" ORDER BY "id";--> statement-breakpoint
DROP TABLE "wf_outbox" CASCADE;
