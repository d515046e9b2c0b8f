import { SYSTEM_PERMISSIONS, type DictDataRow, type DictType } from '@wp/contract'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { crudRoutes, rowOf } from '../../http/crud'
import { ok, okAfter } from '../../http/envelope'
import { ServiceError } from '../../http/errors'
import { statusLabel, yesNoLabel } from '../../http/excel'
import { BusinessType } from '../../http/oplog'
import { rangeParams } from '../../http/paging'
import type { Router } from '../../http/route'
import { optionalStatus, optionalText, requiredText, statusFlag } from '../../http/validation'
import * as service from './service'

const P = SYSTEM_PERMISSIONS.dict

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

export function dictRoutes(r: Router, ctx: AppContext) {
  /* ---- types ---- */
  crudRoutes(r, {
    path: '/system/dict/type',
    title: '字典类型',
    id: 'dictId',
    permissions: P,
    row: rowOf<DictType>(),
    filters: { dictName: optionalText(100), dictType: optionalText(100), status: optionalStatus, params: rangeParams },
    body: typeBody,
    source: service.dictTypes,
    add: (body, user) => service.addDictType(ctx, body, user.userName),
    edit: (id, body, user) => service.editDictType(ctx, id, body, user.userName),
    remove: (ids) => service.deleteDictTypes(ctx, ids),
    export: {
      name: '字典类型',
      columns: [
        { header: '字典主键', key: 'dictId', width: 10 },
        { header: '字典名称', key: 'dictName', width: 24 },
        { header: '字典类型', key: 'dictType', width: 24 },
        { header: '状态', key: 'status', width: 8, format: statusLabel },
        { header: '备注', key: 'remark', width: 30 },
        { header: '创建时间', key: 'createTime', width: 20 },
      ],
    },
  })
  r.get('/system/dict/type/optionselect', {
    access: P.list,
    summary: '字典类型选项',
    handler: async () => ok<DictType[]>(await service.dictTypeOptions(ctx)),
  })
  r.delete('/system/dict/type/refreshCache', {
    access: P.remove,
    summary: '刷新字典缓存',
    log: { title: '字典类型', type: BusinessType.CLEAN },
    handler: () => okAfter(service.clearDictCache(ctx)),
  })

  /* ---- data ---- */
  crudRoutes(r, {
    path: '/system/dict/data',
    title: '字典数据',
    id: 'dictCode',
    permissions: P,
    row: rowOf<DictDataRow>(),
    filters: { dictType: optionalText(100), dictLabel: optionalText(100), status: optionalStatus },
    body: dataBody,
    source: service.dictData,
    add: (body, user) => service.addDictData(ctx, body, user.userName),
    edit: (id, body, user) => service.editDictData(ctx, id, body, user.userName),
    remove: (ids) => service.deleteDictData(ctx, ids),
    export: {
      name: '字典数据',
      columns: [
        { header: '字典编码', key: 'dictCode', width: 10 },
        { header: '字典排序', key: 'dictSort', width: 10 },
        { header: '字典标签', key: 'dictLabel', width: 20 },
        { header: '字典键值', key: 'dictValue', width: 20 },
        { header: '字典类型', key: 'dictType', width: 24 },
        { header: '是否默认', key: 'isDefault', width: 10, format: yesNoLabel },
        { header: '状态', key: 'status', width: 8, format: statusLabel },
        { header: '备注', key: 'remark', width: 30 },
        { header: '创建时间', key: 'createTime', width: 20 },
      ],
    },
  })
  r.get('/system/dict/data/type/:dictType', {
    access: 'signed-in',
    summary: '按类型取字典数据',
    params: z.object({ dictType: z.string().min(1).max(100) }),
    handler: async ({ params }) => ok<DictDataRow[]>(await service.dictDataByType(ctx, params.dictType)),
  })
  r.get('/system/dict/data/getSysDictData', {
    access: 'signed-in',
    summary: '全部启用的字典数据（按类型分组）',
    handler: async () => ok<Record<string, DictDataRow[]>>(await service.allDictData(ctx)),
  })
  r.get('/system/dict/data/detail', {
    access: 'signed-in',
    summary: '按类型和键值取一条字典数据',
    query: z.object({ dictType: requiredText(100), dictValue: requiredText(100) }),
    handler: async ({ query }) => {
      const row = (await service.dictDataByType(ctx, query.dictType)).find((d) => d.dictValue === query.dictValue)
      if (!row) throw new ServiceError('字典数据不存在', 404)
      return ok<DictDataRow>(row)
    },
  })
}
