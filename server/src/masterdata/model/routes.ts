import {
  BUSINESS_TYPE as B,
  EMPTY_DEFINITION,
  MASTERDATA_PERMISSIONS,
  MDM_MODEL,
  MODEL_STATUS,
  type ModelDefinition,
  type ModelVersionRow,
  type ModelWorkspace,
} from '@wp/contract'
import { and, asc, desc, eq, ne } from 'drizzle-orm'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { ok } from '../../http/envelope'
import { ServiceError } from '../../http/errors'
import { drizzleStore, resourceRoutes } from '../../http/resource'
import type { Router } from '../../http/route'
import { idParam } from '../../http/validation'
import { OPER, writeOplog } from '../oplog'
import { RecordRepository } from '../record/repository'
import { mdmModel, mdmModelVersion, mdmRecord } from '../schema'
import { checkDefinition, definitionSchema } from './definition'
import { rowOr404 } from '../../http/listing'
import { lockedRow } from '../../db/locked-row'

const P = MASTERDATA_PERMISSIONS.model

async function modelOf(ctx: AppContext, modelId: number) {
  return rowOr404(ctx.db, mdmModel, mdmModel.modelId, modelId, '模型不存在')
}

/** 主数据模型: the described CRUD, the workspace (definition and versions), publish and retire. */
export function modelRoutes(r: Router, ctx: AppContext) {
  resourceRoutes(r, MDM_MODEL, {
    store: drizzleStore(ctx.db, MDM_MODEL, mdmModel),
    check: {
      edit(before, input) {
        if (input.modelCode !== undefined && input.modelCode !== before.modelCode && (before.version ?? 0) > 0)
          throw new ServiceError('模型已发布，模型编码不能修改')
      },
      async remove(rows) {
        for (const m of rows) {
          const n = await ctx.db.$count(mdmRecord, eq(mdmRecord.modelId, m.modelId))
          if (n) throw new ServiceError(`模型「${m.modelName}」已有 ${n} 条记录，不能删除，请停用`)
        }
      },
    },
    async remove(ids) {
      await ctx.db.transaction(async (tx) => {
        for (const id of ids) {
          await tx.delete(mdmModelVersion).where(eq(mdmModelVersion.modelId, id))
          await tx.delete(mdmModel).where(eq(mdmModel.modelId, id))
        }
      })
    },
  })

  r.get('/masterdata/model/workspace/:modelId', {
    access: P.query,
    summary: '模型工作区：基本信息、字段、分区、编码与质量规则、已发布版本',
    params: z.object({ modelId: idParam }),
    handler: async ({ params }) => {
      const m = await modelOf(ctx, params.modelId)
      const versions = await ctx.db
        .select()
        .from(mdmModelVersion)
        .where(eq(mdmModelVersion.modelId, m.modelId))
        .orderBy(desc(mdmModelVersion.version))
      return ok<ModelWorkspace>({
        modelId: m.modelId,
        modelCode: m.modelCode,
        modelName: m.modelName,
        modelStatus: m.modelStatus,
        version: m.version,
        definition: { ...EMPTY_DEFINITION, ...m.definition },
        versions: versions.map((v): ModelVersionRow => ({
          versionId: v.versionId,
          modelId: v.modelId,
          version: v.version,
          publishBy: v.publishBy,
          publishTime: v.publishTime as never,
          fieldCount: v.definition.fieldList.length,
        })),
      } as never)
    },
  })

  r.get('/masterdata/model/version/:modelId/:version', {
    access: P.query,
    summary: '模型的一个已发布版本（不可修改）',
    params: z.object({ modelId: idParam, version: z.coerce.number().int().min(1).max(100000) }),
    handler: async ({ params }) => {
      const [v] = await ctx.db
        .select()
        .from(mdmModelVersion)
        .where(and(eq(mdmModelVersion.modelId, params.modelId), eq(mdmModelVersion.version, params.version)))
      if (!v) throw new ServiceError('模型版本不存在', 404)
      return ok<ModelDefinition>(v.definition as never)
    },
  })

  r.put('/masterdata/model/definition/:modelId', {
    access: P.edit,
    summary: '保存模型草稿：字段、分区、编码规则、质量规则',
    params: z.object({ modelId: idParam }),
    body: definitionSchema,
    log: { title: MDM_MODEL.title, type: B.UPDATE },
    handler: async ({ params, body, user }) => {
      const m = await modelOf(ctx, params.modelId)
      if (m.modelStatus === MODEL_STATUS.retired) throw new ServiceError('模型已停用，不能修改')
      const def = body as ModelDefinition
      checkDefinition(def)
      await ctx.db
        .update(mdmModel)
        .set({ definition: def, updateBy: user.userName, updateTime: ctx.clock.now() })
        .where(eq(mdmModel.modelId, m.modelId))
      return ok()
    },
  })

  r.post('/masterdata/model/publish/:modelId', {
    access: P.publish,
    summary: '发布模型：草稿成为新的版本（已发布的版本不可修改），记录按新版本校验',
    params: z.object({ modelId: idParam }),
    log: { title: MDM_MODEL.title, type: B.UPDATE },
    handler: async ({ params, user }) => {
      const version = await ctx.db.transaction(async (tx) => {
        const m = await lockedRow(tx, mdmModel, mdmModel.modelId, params.modelId)
        if (!m) throw new ServiceError('模型不存在', 404)
        const def = { ...EMPTY_DEFINITION, ...m.definition }
        if (!def.fieldList.length) throw new ServiceError('模型没有字段，不能发布')
        checkDefinition(def)
        const now = ctx.clock.now()
        const next = m.version + 1
        await new RecordRepository(tx).ensureIndexes(m.modelId, def)
        await tx.insert(mdmModelVersion).values({
          modelId: m.modelId,
          version: next,
          definition: def,
          publishBy: user.userName,
          publishTime: now,
        })
        await tx
          .update(mdmModel)
          .set({ version: next, modelStatus: MODEL_STATUS.published, updateBy: user.userName, updateTime: now })
          .where(eq(mdmModel.modelId, m.modelId))
        await writeOplog(tx, {
          modelId: m.modelId,
          operType: OPER.publish,
          after: { version: next, fields: def.fieldList.length },
          channel: '模型发布',
          by: user.userName,
          at: now,
        })
        return next
      })
      return ok({ version } as never, `已发布为第 ${version} 版`)
    },
  })

  r.post('/masterdata/model/retire/:modelId', {
    access: P.publish,
    summary: '停用模型（不再接受新记录）或恢复',
    params: z.object({ modelId: idParam }),
    body: z.object({ retired: z.boolean() }),
    log: { title: MDM_MODEL.title, type: B.UPDATE },
    handler: async ({ params, body, user }) => {
      const m = await modelOf(ctx, params.modelId)
      if (m.version < 1) throw new ServiceError('模型尚未发布')
      await ctx.db
        .update(mdmModel)
        .set({
          modelStatus: body.retired ? MODEL_STATUS.retired : MODEL_STATUS.published,
          updateBy: user.userName,
          updateTime: ctx.clock.now(),
        })
        .where(eq(mdmModel.modelId, m.modelId))
      return ok()
    },
  })

  r.get('/masterdata/model/published', {
    access: MASTERDATA_PERMISSIONS.record.list,
    summary: '已发布的模型（选择器）',
    handler: async () =>
      ok(
        (await ctx.db
          .select({ modelId: mdmModel.modelId, modelCode: mdmModel.modelCode, modelName: mdmModel.modelName })
          .from(mdmModel)
          .where(ne(mdmModel.modelStatus, MODEL_STATUS.draft))
          .orderBy(asc(mdmModel.modelId))) as never,
      ),
  })
}
