import { SCREENS, STATISTICS_PERMISSIONS as S, type StatFileRow } from '@wp/contract'
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { z } from 'zod'
import { assertAllVisible, dataScopeFilter } from '../../auth/data-scope'
import type { AppContext } from '../../context'
import { ok, okAfter, table } from '../../http/envelope'
import { ServiceError } from '../../http/errors'
import { BusinessType } from '../../http/oplog'
import { offsetOf, pagingFields } from '../../http/paging'
import type { Router } from '../../http/route'
import { idParam, optional, optionalId, optionalText } from '../../http/validation'
import { sendFile, storeFile } from '../../files/service'
import { statFile } from '../schema'
import { orgForEntry } from '../entry/scope'
import { emitChange } from '../stream/events'
import { kindOf } from '../tables'

/** Attachments and screen material: pictures, PDF and Office files, at most 20 MB (checked by content). */
const MAX_BYTES = 20 * 1024 * 1024

const present = (r: typeof statFile.$inferSelect): StatFileRow => ({
  ...r,
  fileUrl: `/prod-api/statistics/file/content/${r.fileId}`,
  kind: r.kind as StatFileRow['kind'],
  screenCode: r.screenCode as StatFileRow['screenCode'],
  createTime: r.createTime as unknown as string,
})

const fields = z.object({
  category: z.enum(['1', '2', '3', '4', '5'], '类别应为统计附件类别字典的值'),
  kind: optionalText(32),
  bizId: optionalId,
  orgId: optionalId,
  periodKey: optionalText(10),
  isScreen: z.preprocess((v) => v === true || v === 'true' || v === '1', z.boolean()),
  screenCode: optional(z.enum(SCREENS, '大屏应为 bigscreen6 或 bigscreen7')),
  screenSort: optional(z.coerce.number().int().min(0).max(9999)),
})

export function fileRoutes(r: Router, ctx: AppContext) {
  const title = '统计附件'
  r.get('/statistics/file/list', {
    access: S.file.list,
    summary: '统计附件列表（可按类别、填报类型与记录、单位筛选）',
    query: z.object({
      category: optionalText(32),
      kind: optionalText(32),
      bizId: optionalId,
      orgId: optionalId,
      ...pagingFields,
    }),
    handler: async ({ query, user }) => {
      const where = and(
        await dataScopeFilter(ctx, user, { deptId: statFile.orgId, createBy: statFile.createBy }),
        query.category ? eq(statFile.category, query.category) : undefined,
        query.kind ? eq(statFile.kind, query.kind) : undefined,
        query.bizId ? eq(statFile.bizId, query.bizId) : undefined,
        query.orgId ? eq(statFile.orgId, query.orgId) : undefined,
      )
      const [{ total }] = await ctx.db
        .select({ total: sql<number>`count(*)::int` })
        .from(statFile)
        .where(where)
      const rows = await ctx.db
        .select()
        .from(statFile)
        .where(where)
        .orderBy(desc(statFile.id))
        .limit(offsetOf(query).limit)
        .offset(offsetOf(query).offset)
      return table<StatFileRow>(rows.map(present), total)
    },
  })
  r.get('/statistics/file/screen/list', {
    access: S.file.screen,
    summary: '大屏素材（isScreen，按大屏与 screenSort 排序；不给 screenCode 时为调用者可看的每个大屏的素材）',
    query: z.object({ screenCode: optional(z.enum(SCREENS, '大屏应为 bigscreen6 或 bigscreen7')) }),
    handler: async ({ query, user }) => {
      // a display token sees its own screens; a person holding the permission sees every screen's material
      const visible = SCREENS.filter((code) => !user.device || user.permissions.includes(S.screen[code]))
      if (query.screenCode && !visible.includes(query.screenCode))
        throw new ServiceError('该显示令牌不能显示此大屏', 403)
      const screens = query.screenCode ? [query.screenCode] : visible
      const rows = screens.length
        ? await ctx.db
            .select()
            .from(statFile)
            .where(and(eq(statFile.isScreen, true), inArray(statFile.screenCode, screens)))
            .orderBy(asc(statFile.screenCode), asc(statFile.screenSort), asc(statFile.id))
            .limit(200 * screens.length)
        : []
      return ok<StatFileRow[]>(rows.map(present))
    },
  })
  r.get('/statistics/file/content/:fileId', {
    access: S.file.screen,
    summary: '读取统计附件或大屏素材的文件内容',
    params: z.object({ fileId: z.string().regex(/^[0-9a-f]{32}$/, '文件编号无效') }),
    handler: async ({ params, reply, user }) => {
      const [meta] = await ctx.db.select().from(statFile).where(eq(statFile.fileId, params.fileId))
      // A display sees only its screens' material; people with the permission see any statistics file.
      if (
        !meta ||
        (user.device && !(meta.isScreen && user.permissions.includes(S.screen[meta.screenCode as 'bigscreen6'])))
      )
        throw new ServiceError('文件不存在', 404)
      return sendFile(ctx, reply, params.fileId)
    },
  })
  r.post('/statistics/file/add', {
    access: S.file.add,
    summary: '上传统计附件或大屏素材（multipart：file 与类别等字段；按内容识别类型，至多 20 MB）',
    bodyLimit: MAX_BYTES + 64 * 1024,
    log: { title, type: BusinessType.INSERT },
    handler: async ({ raw, user }) => {
      if (!raw.isMultipart()) throw new ServiceError('请以 multipart/form-data 上传（字段 file）', 400)
      const values: Record<string, string> = {}
      let upload: { bytes: Buffer; name: string } | undefined
      for await (const part of raw.parts({ limits: { fileSize: MAX_BYTES, files: 1, fields: 20 } })) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file') throw new ServiceError('请通过字段 file 上传文件', 400)
          const bytes = await part.toBuffer()
          if (part.file.truncated) throw new ServiceError('文件大小超出限制（最大 20 MB）', 413)
          upload = { bytes, name: part.filename }
        } else values[part.fieldname] = String(part.value)
      }
      if (!upload) throw new ServiceError('请通过字段 file 上传文件', 400)
      const body = fields.parse(values)
      if (body.kind) kindOf(body.kind)
      if (body.isScreen && !body.screenCode) throw new ServiceError('大屏素材请选择所属大屏', 400)
      if (body.orgId) await orgForEntry(ctx, user, body.orgId)
      const stored = await storeFile(ctx, upload.bytes, upload.name, user.userName)
      const [row] = await ctx.db
        .insert(statFile)
        .values({
          fileId: stored.fileId,
          fileName: stored.name,
          fileSize: stored.size,
          fileExt: stored.name.split('.').pop()!.slice(0, 16),
          category: body.category,
          kind: body.kind,
          bizId: body.bizId,
          orgId: body.orgId,
          periodKey: body.periodKey,
          isScreen: body.isScreen,
          screenCode: body.screenCode,
          screenSort: body.screenSort ?? 0,
          createBy: user.userName,
          createTime: ctx.clock.now(),
        })
        .returning()
      if (row.isScreen) emitChange(ctx, null, 'save', [{ id: row.id, orgId: row.orgId, periodKey: row.periodKey }])
      return ok<StatFileRow>(present(row), '上传成功')
    },
  })
  r.post('/statistics/file/delete', {
    access: S.file.remove,
    summary: '删除统计附件',
    body: z.object({ ids: z.array(idParam).min(1).max(100) }),
    log: { title, type: BusinessType.DELETE },
    handler: async ({ body, user }) => {
      const scope = await dataScopeFilter(ctx, user, { deptId: statFile.orgId, createBy: statFile.createBy })
      await assertAllVisible(ctx.db, statFile.id, body.ids, scope, '附件不存在或无权删除')
      return okAfter(ctx.db.delete(statFile).where(inArray(statFile.id, body.ids)))
    },
  })
}
