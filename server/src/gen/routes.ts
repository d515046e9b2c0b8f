import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { GEN_PERMISSIONS } from '@wp/contract'
import { and, desc, gte, lte, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { AppContext } from '../context'
import { contains } from '../db/like'
import { ok, table } from '../http/envelope'
import { BusinessType } from '../http/oplog'
import { offsetOf, pagingFields, rangeBounds, rangeParams } from '../http/paging'
import type { Router } from '../http/route'
import { idListParam, idParam, optional } from '../http/validation'
import { filesOf, planOf, tableIdByName, writeModule, zipOf } from './generate'
import { withFamilyKeys } from './family-keys'
import { dbTables } from './introspect'
import { genTable } from './schema'
import {
  assertDevelopment,
  columnsOf,
  editBody,
  editTable,
  importTables,
  parentMenuIdOf,
  present,
  removeTables,
  syncTable,
  tableById,
} from './service'

const P = GEN_PERMISSIONS.table
const TITLE = '代码生成'
const tableName = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/, '表名称只能是字母、数字和下划线')
const tableNames = z
  .string()
  .max(2000)
  .transform((s) => [
    ...new Set(
      s
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(tableName).min(1, '请选择要导入的表').max(50, '一次最多 50 张表'))
const filters = {
  tableName: optional(z.string().max(200)),
  tableComment: optional(z.string().max(500)),
}

/** RuoYi-Cloud's path of the generator (its gateway's `/code` before GenController's `/gen`). */
export const FAMILY_BASE = '/code/gen'

/** The working tree the server runs from (`server/src/gen` → the repository root), for writing in development. */
export const WORKING_TREE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
/** Where `genCode` writes: `GEN_WORKING_TREE` (another checkout), else the tree the server runs from. */
const writeRoot = (root?: string) => root ?? process.env.GEN_WORKING_TREE ?? WORKING_TREE

/**
 * 代码生成 under `base`: ours at `/tool/gen`, and RuoYi-Cloud's at `/code/gen` (its `api/tool/gen.js`, same shapes; its
 * `preview/:tableId` keyed by template names as its screen reads them, ours by file paths).
 * `POST base/preview` (ours) previews unsaved settings: they are saved in a transaction that is rolled back.
 */
export function genRoutes(r: Router, ctx: AppContext, base = '/tool/gen', root?: string) {
  r.get(`${base}/list`, {
    access: P.list,
    summary: '代码生成列表（已导入的表）',
    query: z.object({ ...filters, ...pagingFields, params: rangeParams }),
    handler: async ({ query }) => {
      const bounds = rangeBounds(query.params ?? {})
      const where: SQL | undefined = and(
        query.tableName ? contains(genTable.tableName, query.tableName) : undefined,
        query.tableComment ? contains(genTable.tableComment, query.tableComment) : undefined,
        bounds.begin && gte(genTable.createTime, bounds.begin),
        bounds.end && lte(genTable.createTime, bounds.end),
      )
      const { limit, offset } = offsetOf(query)
      const rows = await ctx.db
        .select()
        .from(genTable)
        .where(where)
        .orderBy(desc(genTable.tableId))
        .limit(limit)
        .offset(offset)
      return table(rows.map((row) => present(row)) as never[], await ctx.db.$count(genTable, where))
    },
  })

  r.get(`${base}/db/list`, {
    access: P.list,
    summary: '数据库中尚未导入、也不属于平台自身的表',
    query: z.object({ ...filters, ...pagingFields }),
    handler: async ({ query }) => {
      const all = await dbTables(ctx.db, ctx.ownTables, query)
      const imported = new Set((await ctx.db.select({ n: genTable.tableName }).from(genTable)).map((t) => t.n))
      const offered = all.filter((t) => !imported.has(t.tableName))
      const { limit, offset } = offsetOf(query)
      return table(
        offered.slice(offset, offset + limit).map((t) => ({ ...t, createTime: null, updateTime: null })) as never[],
        offered.length,
      )
    },
  })

  r.get(`${base}/column/:tableId`, {
    access: P.query,
    summary: '已导入表的字段',
    params: z.object({ tableId: idParam }),
    handler: async ({ params }) => {
      const rows = await columnsOf(ctx, (await tableById(ctx, params.tableId)).tableId)
      return table(rows as never[], rows.length)
    },
  })

  r.get(`${base}/:tableId`, {
    access: P.query,
    summary: '代码生成详情：表、字段与全部已导入的表（info、rows、tables）',
    params: z.object({ tableId: idParam }),
    handler: async ({ params }) => {
      const row = await tableById(ctx, params.tableId)
      const rows = await columnsOf(ctx, row.tableId)
      const tables = await ctx.db.select().from(genTable).orderBy(desc(genTable.tableId))
      return ok({
        // the family's edit screen shows the parent menu by id
        info: { ...present(row, rows), parentMenuId: await parentMenuIdOf(ctx, row) },
        rows,
        tables: await Promise.all(tables.map(async (t) => present(t, await columnsOf(ctx, t.tableId)))),
      } as never)
    },
  })

  r.post(`${base}/importTable`, {
    access: P.import,
    summary: '导入表结构（tables 以逗号分隔）',
    query: z.object({ tables: tableNames, tplWebType: optional(z.string().max(30)) }),
    log: { title: TITLE, type: BusinessType.IMPORT },
    handler: async ({ query, user }) => {
      await importTables(ctx, query.tables, user.userName)
      return ok()
    },
  })

  r.put(base, {
    access: P.edit,
    summary: '修改代码生成设置（基本信息、字段、生成信息）',
    body: editBody,
    log: { title: TITLE, type: BusinessType.UPDATE },
    handler: async ({ body, user }) => {
      await editTable(ctx, body, user.userName)
      return ok()
    },
  })

  r.delete(`${base}/:tableIds`, {
    access: P.remove,
    summary: '删除已导入的表（不动数据库中的表）',
    params: z.object({ tableIds: idListParam }),
    log: { title: TITLE, type: BusinessType.DELETE },
    handler: async ({ params }) => {
      await removeTables(ctx, params.tableIds)
      return ok()
    },
  })

  r.get(`${base}/preview/:tableId`, {
    access: P.preview,
    summary:
      base === FAMILY_BASE
        ? '预览生成的模块：若依模板名（vm/<部分>/<名称>.<语言>.vm）→ 内容'
        : '预览生成的模块：文件路径 → 内容',
    params: z.object({ tableId: idParam }),
    handler: async ({ params }) => {
      const files = await filesOf(ctx, params.tableId)
      // the family's screen titles and highlights its tabs by template names; ours shows the paths
      return ok((base === FAMILY_BASE ? withFamilyKeys(files) : files) as never)
    },
  })

  r.post(`${base}/preview`, {
    access: P.preview,
    summary: '按尚未保存的设置预览生成的模块（不保存）',
    body: editBody,
    handler: async ({ body, user }) => {
      const rollback = Symbol('rollback')
      let files: Record<string, string> = {}
      try {
        await ctx.db.transaction(async (tx) => {
          const draft = { ...ctx, db: tx as unknown as AppContext['db'] }
          await editTable(draft, body, user.userName)
          files = await filesOf(draft, body.tableId)
          throw rollback
        })
      } catch (err) {
        if (err !== rollback) throw err
      }
      return ok(files as never)
    },
  })

  const zipped = (name: string, zip: Buffer, reply: Parameters<Parameters<Router['get']>[1]['handler']>[0]['reply']) =>
    reply
      .header('Content-Type', 'application/octet-stream')
      .header('Content-Disposition', `attachment; filename="${name}.zip"`)
      .send(zip)

  r.get(`${base}/download/:tableName`, {
    access: P.code,
    summary: '生成代码（下载 zip）',
    params: z.object({ tableName }),
    log: { title: TITLE, type: BusinessType.GENCODE },
    handler: async ({ params, reply }) => zipped(params.tableName, await zipOf(ctx, [params.tableName]), reply),
  })

  r.get(`${base}/batchGenCode`, {
    access: P.code,
    summary: '批量生成代码（下载 zip，tables 以逗号分隔）',
    query: z.object({ tables: tableNames }),
    log: { title: TITLE, type: BusinessType.GENCODE },
    handler: async ({ query, reply }) =>
      zipped(query.tables.length === 1 ? query.tables[0] : 'ruoyi', await zipOf(ctx, query.tables), reply),
  })

  r.get(`${base}/genCode/:tableName`, {
    access: P.code,
    summary: '生成代码到工作目录（仅开发环境）并登记模块',
    params: z.object({ tableName }),
    log: { title: TITLE, type: BusinessType.GENCODE },
    handler: async ({ params }) => {
      assertDevelopment()
      const tableId = await tableIdByName(ctx, params.tableName)
      const plan = await planOf(ctx, tableId)
      const files = await filesOf(ctx, tableId)
      writeModule(writeRoot(root), plan, files)
      return ok(
        Object.keys(files) as never,
        `已生成模块 ${plan.module}：请运行 npm install 与 cd server && npm run db:generate`,
      )
    },
  })

  r.get(`${base}/synchDb/:tableName`, {
    access: P.edit,
    summary: '同步数据库：新增与删除的列、类型变化的列（保留其余设置），答复变化',
    params: z.object({ tableName }),
    log: { title: TITLE, type: BusinessType.UPDATE },
    handler: async ({ params, user }) => {
      const diff = await syncTable(ctx, params.tableName, user.userName)
      const said = [
        diff.added.length ? `新增列 ${diff.added.join('、')}` : '',
        diff.removed.length ? `删除列 ${diff.removed.join('、')}` : '',
        diff.changed.length ? `类型变化 ${diff.changed.join('、')}` : '',
      ].filter(Boolean)
      return ok(diff as never, said.length ? `同步成功：${said.join('；')}` : '同步成功：表结构没有变化')
    },
  })
}
