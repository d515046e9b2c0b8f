import { MISFIRE_POLICY, MONITOR_DICT_TYPES as DICT, MONITOR_PERMISSIONS as P } from '@wp/contract'
import type { SeedStep } from '../db/seed'
import { buttons, crudButtons, dict, dir, page, seedDicts, type DictSeed, type MenuEntry } from '../directory'
import { nextFireAfter } from './cron'
import { sysJob } from './schema'

/** The housekeeping jobs: expired sessions are cleaned every half hour; the log clean-ups start paused. */
const JOBS: [name: string, target: string, cron: string, status: '0' | '1', remark: string][] = [
  ['清理过期会话', 'cleanExpiredSessions', '0 0/30 * * * ?', '0', '删除已过期的会话与登录挑战'],
  ['清理操作日志', 'cleanOperLog(180)', '0 0 2 * * ?', '1', '删除 180 天前的操作日志'],
  ['清理登录日志', 'cleanLoginLog(180)', '0 30 2 * * ?', '1', '删除 180 天前的登录日志'],
  ['清理调度日志', 'cleanJobLog(30)', '0 0 3 * * ?', '1', '删除 30 天前的调度日志'],
]

export const monitorSeed: SeedStep = {
  name: 'monitor-0001-jobs',
  async run(tx, { now }) {
    await tx.insert(sysJob).values(
      JOBS.map(([jobName, invokeTarget, cronExpression, status, remark], i) => ({
        jobId: i + 1,
        jobName,
        jobGroup: 'SYSTEM',
        invokeTarget,
        cronExpression,
        misfirePolicy: MISFIRE_POLICY.SKIP,
        concurrent: '1',
        status,
        nextFireTime: nextFireAfter(cronExpression, now),
        remark,
        createBy: 'admin',
        createTime: now,
      })),
    )
  },
}

/** 系统监控 keeps the ids the system family gave it (2, 109, 110, 1046–1055). */
export const MONITOR_MENUS: MenuEntry[] = [
  dir('monitor.root', undefined, '系统监控', 2, 'monitor', 'monitor', { legacyId: 2 }),
  page('monitor.online', 'monitor.root', '在线用户', 1, 'online', 'monitor/online/index', P.online.list, 'online', {
    legacyId: 109,
  }),
  page('monitor.job', 'monitor.root', '定时任务', 2, 'job', 'monitor/job/index', P.job.list, 'job', { legacyId: 110 }),
  ...buttons(
    'monitor.online',
    { 查询: P.online.query, 批量强退: P.online.batchLogout, 单条强退: P.online.forceLogout },
    { firstLegacyId: 1046 },
  ),
  ...buttons(
    'monitor.job',
    { ...crudButtons({ ...P.job, export: undefined }), 状态修改: P.job.changeStatus, 导出: P.job.export },
    { firstLegacyId: 1049 },
  ),
]

export const MONITOR_DICTS: DictSeed[] = [
  dict(DICT.jobStatus, '任务状态', '任务状态列表', ['正常', '0', 'primary', 'Y'], ['暂停', '1', 'danger']),
  dict(DICT.jobGroup, '任务分组', '任务分组列表', ['默认', 'DEFAULT', 'default', 'Y'], ['系统', 'SYSTEM', 'default']),
]

/** The monitoring screens' dictionaries (its menus are `MONITOR_MENUS`, declared in the module object). */
export const monitorMenusSeed: SeedStep = {
  name: 'monitor-0002-menus',
  async run(tx, { now }) {
    await seedDicts(tx, MONITOR_DICTS, now)
  },
}
