import { DICT_DATA, DICT_TYPE, SYSTEM_PERMISSIONS, type DictDataRow, type DictType } from '@wp/contract'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { ok, okAfter, okCached } from '../../http/envelope'
import { ServiceError } from '../../http/errors'
import { BusinessType } from '../../http/oplog'
import { drizzleStore, resourceRoutes } from '../../http/resource'
import type { Router } from '../../http/route'
import { requiredText } from '../../http/validation'
import { sysDictData, sysDictType } from '../../directory/dict/schema'
import * as service from './service'

const P = SYSTEM_PERMISSIONS.dict

export function dictRoutes(r: Router, ctx: AppContext) {
  /* ---- types ---- */
  resourceRoutes(r, DICT_TYPE, {
    store: drizzleStore(ctx.db, DICT_TYPE, sysDictType),
    check: { remove: (types) => service.assertTypesUnused(ctx, types) },
    edit: (id, input, user) => service.editDictType(ctx, id, input, user.userName),
    changed: () => service.clearDictCache(ctx),
  })
  r.get('/system/dict/type/optionselect', {
    access: P.list,
    summary: '字典类型选项',
    handler: async () => ok<DictType[]>(await service.dictTypeOptions(ctx)),
  })
  r.delete('/system/dict/type/refreshCache', {
    access: P.remove,
    summary: '刷新字典缓存',
    log: { title: DICT_TYPE.title, type: BusinessType.CLEAN },
    handler: () => okAfter(service.clearDictCache(ctx)),
  })

  /* ---- data ---- */
  resourceRoutes(r, DICT_DATA, {
    store: drizzleStore(ctx.db, DICT_DATA, sysDictData),
    check: {
      add: (input) => service.assertTypeExists(ctx, input.dictType),
      edit: async (_, input) => {
        if (input.dictType) await service.assertTypeExists(ctx, input.dictType)
      },
    },
    changed: () => service.clearDictCache(ctx),
  })
  r.get('/system/dict/data/type/:dictType', {
    access: 'signed-in',
    summary: '按类型取字典数据',
    params: z.object({ dictType: z.string().min(1).max(100) }),
    handler: async ({ params }) => okCached<DictDataRow[]>(await service.dictDataByType(ctx, params.dictType)),
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
