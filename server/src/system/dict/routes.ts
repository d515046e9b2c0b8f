import { and, asc, gt } from 'drizzle-orm'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { ok, table } from '../../http/envelope'
import { ServiceError } from '../../http/errors'
import { inBatches, sendExcel } from '../../http/excel'
import { BusinessType } from '../../http/oplog'
import { pagingFields, rangeParams } from '../../http/paging'
import type { Router } from '../../http/route'
import { idListParam, idParam, optionalText, requiredText, statusFlag } from '../../http/validation'
import { sysDictData, sysDictType } from './schema'
import * as service from './service'

const optionalStatus = statusFlag.optional().or(z.literal('').transform(() => undefined))
const typeFilters = {
  dictName: optionalText(100),
  dictType: optionalText(100),
  status: optionalStatus,
  params: rangeParams,
}
const dataFilters = { dictType: optionalText(100), dictLabel: optionalText(100), status: optionalStatus }

const dictTypeName = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[a-z][a-z0-9_]*$/, '必须以字母开头，且只能为（小写字母，数字，下滑线）')

const typeBody = z.object({
  dictName: requiredText(100),
  dictType: dictTypeName,
  status: statusFlag.default('0'),
  remark: z.string().max(500).nullish(),
})

const dataBody = z.object({
  dictSort: z.coerce.number().int().min(0).max(99999).default(0),
  dictLabel: requiredText(100),
  dictValue: requiredText(100),
  dictType: dictTypeName,
  cssClass: z.string().max(100).default(''),
  listClass: z.enum(['default', 'primary', 'success', 'info', 'warning', 'danger', '']).default('default'),
  isDefault: z.enum(['Y', 'N']).default('N'),
  status: statusFlag.default('0'),
  remark: z.string().max(500).nullish(),
})

const TYPE_TITLE = '字典类型'
const DATA_TITLE = '字典数据'

export function dictRoutes(r: Router, ctx: AppContext) {
  /* ---- types ---- */
  r.get('/system/dict/type/list', {
    access: 'system:dict:list',
    summary: '字典类型列表',
    query: z.object({ ...pagingFields, ...typeFilters }),
    handler: async ({ query }) => {
      const { rows, total } = await service.listDictTypes(ctx, query)
      return table(rows, total)
    },
  })
  r.get('/system/dict/type/optionselect', {
    access: 'system:dict:list',
    summary: '字典类型选项',
    handler: async () => ok(await service.dictTypeOptions(ctx)),
  })
  r.get('/system/dict/type/:dictId', {
    access: 'system:dict:query',
    summary: '字典类型详情',
    params: z.object({ dictId: idParam }),
    handler: async ({ params }) => ok(await service.getDictType(ctx, params.dictId)),
  })
  r.post('/system/dict/type', {
    access: 'system:dict:add',
    summary: '新增字典类型',
    body: typeBody,
    log: { title: TYPE_TITLE, type: BusinessType.INSERT },
    handler: async ({ body, user }) => ok(await service.addDictType(ctx, body, user.userName)),
  })
  r.put('/system/dict/type', {
    access: 'system:dict:edit',
    summary: '修改字典类型',
    body: typeBody.extend({ dictId: idParam }),
    log: { title: TYPE_TITLE, type: BusinessType.UPDATE },
    handler: async ({ body, user }) => {
      const { dictId, ...input } = body
      await service.editDictType(ctx, dictId, input, user.userName)
      return ok()
    },
  })
  r.delete('/system/dict/type/refreshCache', {
    access: 'system:dict:remove',
    summary: '刷新字典缓存',
    log: { title: TYPE_TITLE, type: BusinessType.CLEAN },
    handler: async () => {
      service.clearDictCache(ctx)
      return ok()
    },
  })
  r.delete('/system/dict/type/:dictIds', {
    access: 'system:dict:remove',
    summary: '删除字典类型',
    params: z.object({ dictIds: idListParam }),
    log: { title: TYPE_TITLE, type: BusinessType.DELETE },
    handler: async ({ params }) => {
      await service.deleteDictTypes(ctx, params.dictIds)
      return ok()
    },
  })
  r.post('/system/dict/type/export', {
    access: 'system:dict:export',
    summary: '导出字典类型',
    body: z.object(typeFilters).partial(),
    log: { title: TYPE_TITLE, type: BusinessType.EXPORT },
    handler: async ({ body, reply }) => {
      const filter = service.dictTypeFilter(body ?? {})
      return sendExcel(
        reply,
        '字典类型',
        '字典类型',
        [
          { header: '字典主键', key: 'dictId', width: 10 },
          { header: '字典名称', key: 'dictName', width: 24 },
          { header: '字典类型', key: 'dictType', width: 24 },
          { header: '状态', key: 'status', width: 8, format: (v) => (v === '0' ? '正常' : '停用') },
          { header: '备注', key: 'remark', width: 30 },
          { header: '创建时间', key: 'createTime', width: 20 },
        ],
        inBatches(
          (after, size) =>
            ctx.db
              .select()
              .from(sysDictType)
              .where(and(filter, gt(sysDictType.dictId, after)))
              .orderBy(asc(sysDictType.dictId))
              .limit(size),
          (row) => row.dictId,
        ),
      )
    },
  })

  /* ---- data ---- */
  r.get('/system/dict/data/list', {
    access: 'system:dict:list',
    summary: '字典数据列表',
    query: z.object({ ...pagingFields, ...dataFilters }),
    handler: async ({ query }) => {
      const { rows, total } = await service.listDictData(ctx, query)
      return table(rows, total)
    },
  })
  r.get('/system/dict/data/type/:dictType', {
    access: 'signed-in',
    summary: '按类型取字典数据',
    params: z.object({ dictType: z.string().min(1).max(100) }),
    handler: async ({ params }) => ok(await service.dictDataByType(ctx, params.dictType)),
  })
  r.get('/system/dict/data/getSysDictData', {
    access: 'signed-in',
    summary: '全部启用的字典数据（按类型分组）',
    handler: async () => ok(await service.allDictData(ctx)),
  })
  r.get('/system/dict/data/detail', {
    access: 'signed-in',
    summary: '按类型和键值取一条字典数据',
    query: z.object({ dictType: requiredText(100), dictValue: requiredText(100) }),
    handler: async ({ query }) => {
      const row = (await service.dictDataByType(ctx, query.dictType)).find((d) => d.dictValue === query.dictValue)
      if (!row) throw new ServiceError('字典数据不存在', 404)
      return ok(row)
    },
  })
  r.get('/system/dict/data/:dictCode', {
    access: 'system:dict:query',
    summary: '字典数据详情',
    params: z.object({ dictCode: idParam }),
    handler: async ({ params }) => ok(await service.getDictData(ctx, params.dictCode)),
  })
  r.post('/system/dict/data', {
    access: 'system:dict:add',
    summary: '新增字典数据',
    body: dataBody,
    log: { title: DATA_TITLE, type: BusinessType.INSERT },
    handler: async ({ body, user }) => ok(await service.addDictData(ctx, body, user.userName)),
  })
  r.put('/system/dict/data', {
    access: 'system:dict:edit',
    summary: '修改字典数据',
    body: dataBody.extend({ dictCode: idParam }),
    log: { title: DATA_TITLE, type: BusinessType.UPDATE },
    handler: async ({ body, user }) => {
      const { dictCode, ...input } = body
      await service.editDictData(ctx, dictCode, input, user.userName)
      return ok()
    },
  })
  r.delete('/system/dict/data/:dictCodes', {
    access: 'system:dict:remove',
    summary: '删除字典数据',
    params: z.object({ dictCodes: idListParam }),
    log: { title: DATA_TITLE, type: BusinessType.DELETE },
    handler: async ({ params }) => {
      await service.deleteDictData(ctx, params.dictCodes)
      return ok()
    },
  })
  r.post('/system/dict/data/export', {
    access: 'system:dict:export',
    summary: '导出字典数据',
    body: z.object(dataFilters).partial(),
    log: { title: DATA_TITLE, type: BusinessType.EXPORT },
    handler: async ({ body, reply }) => {
      const filter = service.dictDataFilter(body ?? {})
      return sendExcel(
        reply,
        '字典数据',
        '字典数据',
        [
          { header: '字典编码', key: 'dictCode', width: 10 },
          { header: '字典排序', key: 'dictSort', width: 10 },
          { header: '字典标签', key: 'dictLabel', width: 20 },
          { header: '字典键值', key: 'dictValue', width: 20 },
          { header: '字典类型', key: 'dictType', width: 24 },
          { header: '是否默认', key: 'isDefault', width: 10, format: (v) => (v === 'Y' ? '是' : '否') },
          { header: '状态', key: 'status', width: 8, format: (v) => (v === '0' ? '正常' : '停用') },
          { header: '备注', key: 'remark', width: 30 },
          { header: '创建时间', key: 'createTime', width: 20 },
        ],
        inBatches(
          (after, size) =>
            ctx.db
              .select()
              .from(sysDictData)
              .where(and(filter, gt(sysDictData.dictCode, after)))
              .orderBy(asc(sysDictData.dictCode))
              .limit(size),
          (row) => row.dictCode,
        ),
      )
    },
  })
}
