import { sql } from 'drizzle-orm'
import { bigint, boolean, index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { auditAndRemark, deliveryAttempts, id, serialId, ts } from '../db/columns'

/**
 * A deployed definition version. `id` is the deployment id; a new deploy of the same key is version n+1 and running
 * instances keep the version they started with. `model` is the compiled ProcessModel (the XML is parsed once, here).
 */
export const wfDefinition = pgTable(
  'wf_definition',
  {
    id: serialId('id'),
    key: varchar('key', { length: 128 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    category: varchar('category', { length: 64 }),
    version: integer('version').notNull(),
    xml: text('xml').notNull(),
    model: jsonb('model').notNull(),
    suspended: boolean('suspended').notNull().default(false),
    deployTime: ts('deploy_time').notNull().defaultNow(),
    createBy: varchar('create_by', { length: 64 }).notNull().default(''),
  },
  (t) => [uniqueIndex('wf_definition_key_version').on(t.key, t.version)],
)

/** A process instance with its engine state, locked (`FOR UPDATE`) by every command on it. */
export const wfInstance = pgTable(
  'wf_instance',
  {
    id: serialId('id'),
    definitionId: id('definition_id').notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    startUserId: id('start_user_id').notNull(),
    startUserName: varchar('start_user_name', { length: 64 }).notNull().default(''),
    startDeptName: varchar('start_dept_name', { length: 64 }),
    /** running | suspended | completed | terminated | canceled */
    status: varchar('status', { length: 16 }).notNull(),
    state: jsonb('state').notNull(),
    variables: jsonb('variables').notNull(),
    /** bumped by every command: the page's `If-Match` */
    rev: integer('rev').notNull().default(1),
    createTime: ts('create_time').notNull().defaultNow(),
    endTime: ts('end_time'),
    endReason: varchar('end_reason', { length: 255 }),
    /** For a business record's process (`processes.start`): its type, key and page, else null. */
    bizType: varchar('biz_type', { length: 64 }),
    businessKey: varchar('business_key', { length: 64 }),
    detailPath: varchar('detail_path', { length: 255 }),
  },
  (t) => [
    index('wf_instance_starter_idx').on(t.startUserId, t.createTime),
    index('wf_instance_definition_idx').on(t.definitionId, t.status),
    index('wf_instance_business_idx').on(t.bizType, t.businessKey),
    /** At most one running (or suspended) process per business record. */
    uniqueIndex('wf_instance_business_live_uq')
      .on(t.bizType, t.businessKey)
      .where(sql`biz_type IS NOT NULL AND status IN ('running', 'suspended')`),
  ],
)

/** A user task: open until completed, canceled (jump, stop), or closed by its countersign. */
export const wfTask = pgTable(
  'wf_task',
  {
    id: serialId('id'),
    instanceId: id('instance_id').notNull(),
    definitionId: id('definition_id').notNull(),
    taskDefKey: varchar('task_def_key', { length: 128 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    executionId: varchar('execution_id', { length: 32 }).notNull(),
    /** multi-instance iteration: its root execution */
    parentExecutionId: varchar('parent_execution_id', { length: 32 }),
    assignee: id('assignee'),
    /** the delegating user while delegated */
    owner: id('owner'),
    delegationState: varchar('delegation_state', { length: 16 }),
    candidateUsers: bigint('candidate_users', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'`),
    candidateGroups: bigint('candidate_groups', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'`),
    formKey: varchar('form_key', { length: 64 }),
    /** open | completed | canceled */
    status: varchar('status', { length: 16 }).notNull().default('open'),
    /** approve | reject | return | revoke | stop | delete | countersign | timeout … */
    outcome: varchar('outcome', { length: 16 }),
    completedBy: id('completed_by'),
    claimTime: ts('claim_time'),
    dueTime: ts('due_time'),
    createTime: ts('create_time').notNull().defaultNow(),
    endTime: ts('end_time'),
    localVars: jsonb('local_vars'),
  },
  (t) => [
    uniqueIndex('wf_task_execution').on(t.instanceId, t.executionId),
    index('wf_task_assignee_open')
      .on(t.assignee, t.createTime)
      .where(sql`status = 'open'`),
    index('wf_task_users_open')
      .using('gin', t.candidateUsers)
      .where(sql`status = 'open'`),
    index('wf_task_groups_open')
      .using('gin', t.candidateGroups)
      .where(sql`status = 'open'`),
    index('wf_task_done').on(t.completedBy, t.endTime),
    index('wf_task_instance').on(t.instanceId),
  ],
)

/** The flow record's comments, typed as RuoYi's FlowComment (1 normal … 6 stop, our 7+). */
export const wfComment = pgTable(
  'wf_comment',
  {
    id: serialId('id'),
    instanceId: id('instance_id').notNull(),
    taskId: id('task_id'),
    userId: id('user_id'),
    type: varchar('type', { length: 4 }).notNull(),
    message: varchar('message', { length: 2000 }).notNull().default(''),
    createTime: ts('create_time').notNull().defaultNow(),
  },
  (t) => [index('wf_comment_instance').on(t.instanceId)],
)

/** Activity history: the diagram's highlighting (completed / waiting; canceled rows are left out). */
export const wfActivity = pgTable(
  'wf_activity',
  {
    id: serialId('id'),
    instanceId: id('instance_id').notNull(),
    activityId: varchar('activity_id', { length: 128 }).notNull(),
    activityType: varchar('activity_type', { length: 32 }).notNull(),
    executionId: varchar('execution_id', { length: 32 }).notNull(),
    /** entered | completed | canceled */
    status: varchar('status', { length: 16 }).notNull(),
    startTime: ts('start_time').notNull(),
    endTime: ts('end_time'),
  },
  (t) => [uniqueIndex('wf_activity_execution').on(t.instanceId, t.executionId)],
)

/** The form library (RuoYi's sys_form): `formContent` is a FormSchema as JSON text. */
export const wfForm = pgTable('wf_form', {
  formId: serialId('form_id'),
  formName: varchar('form_name', { length: 64 }).notNull(),
  formContent: text('form_content').notNull(),
  ...auditAndRemark(),
})

/** The start form of a deployment (RuoYi's sys_deploy_form). */
export const wfDeployForm = pgTable('wf_deploy_form', {
  deployId: id('deploy_id').primaryKey(),
  formId: id('form_id').notNull(),
})

/** Timers waiting to fire, claimed by the worker with `FOR UPDATE SKIP LOCKED`. */
export const wfJob = pgTable(
  'wf_job',
  {
    id: serialId('id'),
    instanceId: id('instance_id').notNull(),
    executionId: varchar('execution_id', { length: 32 }).notNull(),
    nodeId: varchar('node_id', { length: 128 }).notNull(),
    dueTime: ts('due_time').notNull(),
    ...deliveryAttempts(),
  },
  (t) => [index('wf_job_due').on(t.dueTime), uniqueIndex('wf_job_execution').on(t.instanceId, t.executionId)],
)

/** 抄送: a copy of an instance to a user. */
export const wfCopy = pgTable(
  'wf_copy',
  {
    id: serialId('id'),
    instanceId: id('instance_id').notNull(),
    taskId: id('task_id'),
    userId: id('user_id').notNull(),
    originatorId: id('originator_id'),
    createTime: ts('create_time').notNull().defaultNow(),
    readTime: ts('read_time'),
  },
  (t) => [uniqueIndex('wf_copy_user').on(t.userId, t.instanceId)],
)

/**
 * Which process a business type runs (§8.3 of the domain design): per organisation, or for every organisation
 * without its own (`org_id` null). The todo list links a record's tasks to `detail_path`.
 */
export const sysBizProcess = pgTable(
  'sys_biz_process',
  {
    id: serialId('id'),
    bizType: varchar('biz_type', { length: 64 }).notNull(),
    /** The organisation (a department) whose records use this binding; null: the default for the type. */
    orgId: id('org_id'),
    procDefKey: varchar('proc_def_key', { length: 128 }).notNull(),
    /** The page of a record, `{businessKey}` replaced by its key: `/safety/hazard/detail?id={businessKey}`. */
    detailPath: varchar('detail_path', { length: 255 }).notNull().default(''),
    ...auditAndRemark(),
  },
  (t) => [
    uniqueIndex('sys_biz_process_org_uq')
      .on(t.bizType, t.orgId)
      .where(sql`org_id IS NOT NULL`),
    uniqueIndex('sys_biz_process_default_uq')
      .on(t.bizType)
      .where(sql`org_id IS NULL`),
  ],
)
