import {
  BUSINESS_TYPE as B,
  CLEAN_TYPES,
  MASTERDATA_PERMISSIONS,
  MDM_COLLECT_TASK,
  type CollectConfig,
  type CollectErrorRow,
  type CollectRunRow,
} from '@wp/contract'
import { and, asc, desc, eq, gt } from 'drizzle-orm'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { ok, table } from '../../http/envelope'
import { ServiceError } from '../../http/errors'
import { inBatches, sendExcel } from '../../http/excel'
import { pageOfTable, pagingFields } from '../../http/paging'
import { drizzleStore, resourceRoutes } from '../../http/resource'
import type { Router } from '../../http/route'
import { idParam } from '../../http/validation'
import type { TaskDef } from '../../platform/tasks'
import { FIELD_CODE } from '../record/repository'
import { publishedModel } from '../record/service'
import { mdmCollectError, mdmCollectRun, mdmCollectTask, mdmSource } from '../schema'
import { runsInFlight, startRun } from './run'
import { rowOr404 } from '../../http/listing'
import { anyRow } from '../../db/unique'

const P = MASTERDATA_PERMISSIONS.collect
const taskParam = z.object({ taskId: idParam })
const runParam = z.object({ runId: idParam })

const configSchema = z.object({
  cleanList: z
    .array(
      z.object({
        column: z.string().trim().min(1, '清洗规则须指定源列').max(100),
        cleanType: z.enum(CLEAN_TYPES.map((c) => c.value) as [string, ...string[]], '清洗类型无效'),
        pattern: z.string().max(500).nullish(),
        replacement: z.string().max(500).nullish(),
        mapping: z.string().max(2000).nullish(),
      }),
    )
    .max(100),
  mappingList: z
    .array(
      z.object({
        fieldCode: z.string().regex(FIELD_CODE, '映射的模型字段无效'),
        sourceColumn: z.string().trim().min(1, '映射须指定源列').max(100),
      }),
    )
    .max(200),
})

const runOut = (r: typeof mdmCollectRun.$inferSelect): CollectRunRow => ({
  runId: r.runId,
  taskId: r.taskId,
  runStatus: r.runStatus,
  readCount: r.readCount,
  insertCount: r.insertCount,
  updateCount: r.updateCount,
  unchangedCount: r.unchangedCount,
  rejectCount: r.rejectCount,
  startTime: r.startTime as never,
  endTime: r.endTime as never,
  message: r.message,
})

/** The task the scheduler runs: `runCollectTask(taskId)` (a 定时任务 per task with a cron). */
export const COLLECT_TASKS: TaskDef[] = [
  {
    name: 'runCollectTask',
    title: '执行主数据采集任务',
    params: [{ name: 'taskId', type: 'int', min: 1 }],
    async run(ctx, [taskId]) {
      const runId = await startRun(ctx, Number(taskId), 'scheduler', true)
      const [run] = await ctx.db.select().from(mdmCollectRun).where(eq(mdmCollectRun.runId, runId))
      return run?.message ?? ''
    },
  },
]

/** 采集管理: tasks (described CRUD), their cleaning and mapping, runs with counts, and each run's rejected rows. */
export function collectRoutes(r: Router, ctx: AppContext) {
  r.onClose(async () => {
    await runsInFlight()
  })
  const schedule = async (taskId: number, name: string, cron: string | null | undefined) => {
    if (!cron) return
    await ctx.services.scheduler.adopt([
      {
        key: `masterdata.collect.${taskId}`,
        name: `主数据采集：${name}`.slice(0, 64),
        invokeTarget: `runCollectTask(${taskId})`,
        cron,
      },
    ])
  }
  const exists = async (modelId: number, sourceId: number) => {
    await publishedModel(ctx.db, modelId)
    if (!(await anyRow(ctx.db, mdmSource, eq(mdmSource.sourceId, sourceId)))) throw new ServiceError('数据源不存在')
  }
  const store = drizzleStore(ctx.db, MDM_COLLECT_TASK, mdmCollectTask)
  resourceRoutes(r, MDM_COLLECT_TASK, {
    store,
    check: {
      add: (input) => exists(input.modelId, input.sourceId),
      async edit(before, input) {
        await exists(input.modelId ?? before.modelId, input.sourceId ?? before.sourceId)
      },
    },
    async add(input, user) {
      const row = await store.insert(input, { by: user.userName, at: ctx.clock.now() })
      await schedule(row.taskId, row.taskName, row.cron)
      return row
    },
    async edit(id, input, user) {
      await store.update(id, input, { by: user.userName, at: ctx.clock.now() })
      const row = (await store.get(id))!
      await schedule(row.taskId, row.taskName, row.cron)
    },
  })

  r.get('/masterdata/collect/config/:taskId', {
    access: P.query,
    summary: '采集任务的清洗规则与字段映射',
    params: taskParam,
    handler: async ({ params }) => {
      const t = await rowOr404(ctx.db, mdmCollectTask, mdmCollectTask.taskId, params.taskId, '采集任务不存在')
      return ok<CollectConfig>({ cleanList: t.cleanList, mappingList: t.mappingList } as never)
    },
  })

  r.put('/masterdata/collect/config/:taskId', {
    access: P.edit,
    summary: '保存采集任务的清洗规则与字段映射',
    params: taskParam,
    body: configSchema,
    log: { title: MDM_COLLECT_TASK.title, type: B.UPDATE },
    handler: async ({ params, body }) => {
      const t = await rowOr404(ctx.db, mdmCollectTask, mdmCollectTask.taskId, params.taskId, '采集任务不存在')
      const p = await publishedModel(ctx.db, t.modelId)
      const fields = new Set(p.def.fieldList.map((f) => f.fieldCode))
      for (const m of body.mappingList)
        if (!fields.has(m.fieldCode)) throw new ServiceError(`模型没有字段 ${m.fieldCode}`)
      for (const c of body.cleanList)
        if (c.cleanType === 'regexReplace')
          try {
            new RegExp(c.pattern ?? '')
          } catch {
            throw new ServiceError(`清洗规则的正则表达式无效：${(c.pattern ?? '').slice(0, 50)}`)
          }
      await ctx.db
        .update(mdmCollectTask)
        .set({ cleanList: body.cleanList, mappingList: body.mappingList })
        .where(eq(mdmCollectTask.taskId, t.taskId))
      return ok()
    },
  })

  r.post('/masterdata/collect/run/:taskId', {
    access: P.run,
    summary: '立即执行采集任务（后台执行，返回执行编号）',
    params: taskParam,
    log: { title: MDM_COLLECT_TASK.title, type: B.OTHER },
    handler: async ({ params, user }) => ok({ runId: await startRun(ctx, params.taskId, user.userName) } as never),
  })

  r.get('/masterdata/collect/runs/:taskId', {
    access: P.query,
    summary: '采集任务的执行记录',
    params: taskParam,
    query: z.object(pagingFields),
    handler: async ({ params, query }) => {
      const { rows, total } = await pageOfTable(
        ctx.db,
        mdmCollectRun,
        eq(mdmCollectRun.taskId, params.taskId),
        [desc(mdmCollectRun.runId)],
        query,
      )
      return table<CollectRunRow>(rows.map(runOut) as never[], total)
    },
  })

  r.get('/masterdata/collect/run/:runId', {
    access: P.query,
    summary: '一次执行的进度与计数',
    params: runParam,
    handler: async ({ params }) => {
      const run = await rowOr404(ctx.db, mdmCollectRun, mdmCollectRun.runId, params.runId, '执行记录不存在')
      return ok<CollectRunRow>(runOut(run) as never)
    },
  })

  r.get('/masterdata/collect/errors/:runId', {
    access: P.query,
    summary: '一次执行被拒绝的行及原因',
    params: runParam,
    query: z.object(pagingFields),
    handler: async ({ params, query }) => {
      const { rows, total } = await pageOfTable(
        ctx.db,
        mdmCollectError,
        eq(mdmCollectError.runId, params.runId),
        [asc(mdmCollectError.errorId)],
        query,
      )
      return table<CollectErrorRow>(rows as never[], total)
    },
  })

  r.post('/masterdata/collect/errors/:runId/export', {
    access: P.export,
    summary: '导出一次执行被拒绝的行及原因',
    params: runParam,
    log: { title: MDM_COLLECT_TASK.title, type: B.EXPORT },
    handler: async ({ params, reply }) => {
      const rows = inBatches(
        (after, size) =>
          ctx.db
            .select()
            .from(mdmCollectError)
            .where(and(eq(mdmCollectError.runId, params.runId), gt(mdmCollectError.errorId, after)))
            .orderBy(asc(mdmCollectError.errorId))
            .limit(size),
        (row) => row.errorId,
        1000,
      )
      return sendExcel(
        reply,
        `采集拒绝行_${params.runId}`,
        '拒绝行',
        [
          { header: '行号', key: 'rowNo', width: 8 },
          { header: '原因', key: 'reasons', width: 60 },
          { header: '源数据', key: 'rowData', width: 80 },
        ],
        rows,
      )
    },
  })
}
