import { bigint, char, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core'
import { id, ts, userAgent } from '../../db/columns'

export const sysOperLog = pgTable(
  'sys_oper_log',
  {
    operId: id('oper_id').primaryKey().generatedAlwaysAsIdentity(),
    title: varchar('title', { length: 50 }).notNull().default(''),
    /** 0 other, 1 add, 2 edit, 3 delete, 4 grant, 5 export, 6 import, 7 force logout, 8 gen code, 9 clean. */
    businessType: integer('business_type').notNull().default(0),
    method: varchar('method', { length: 200 }).notNull().default(''),
    requestMethod: varchar('request_method', { length: 10 }).notNull().default(''),
    operatorType: integer('operator_type').notNull().default(1),
    operName: varchar('oper_name', { length: 50 }).notNull().default(''),
    deptName: varchar('dept_name', { length: 50 }).notNull().default(''),
    operUrl: varchar('oper_url', { length: 255 }).notNull().default(''),
    operIp: varchar('oper_ip', { length: 128 }).notNull().default(''),
    operLocation: varchar('oper_location', { length: 255 }).notNull().default(''),
    operParam: varchar('oper_param', { length: 2000 }).notNull().default(''),
    jsonResult: varchar('json_result', { length: 2000 }).notNull().default(''),
    /** 0 ok, 1 error. */
    status: integer('status').notNull().default(0),
    errorMsg: varchar('error_msg', { length: 2000 }).notNull().default(''),
    operTime: ts('oper_time').notNull().defaultNow(),
    costTime: bigint('cost_time', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('sys_oper_log_time_idx').on(t.operTime),
    index('sys_oper_log_type_idx').on(t.businessType),
    index('sys_oper_log_status_idx').on(t.status),
  ],
)

export const sysLogininfor = pgTable(
  'sys_logininfor',
  {
    infoId: id('info_id').primaryKey().generatedAlwaysAsIdentity(),
    userName: varchar('user_name', { length: 50 }).notNull().default(''),
    ipaddr: varchar('ipaddr', { length: 128 }).notNull().default(''),
    loginLocation: varchar('login_location', { length: 255 }).notNull().default(''),
    ...userAgent(),
    /** 0 success, 1 failure. */
    status: char('status', { length: 1 }).notNull().default('0'),
    msg: varchar('msg', { length: 255 }).notNull().default(''),
    loginTime: ts('login_time').notNull().defaultNow(),
  },
  (t) => [index('sys_logininfor_time_idx').on(t.loginTime), index('sys_logininfor_status_idx').on(t.status)],
)
