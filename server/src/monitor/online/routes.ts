import { MONITOR_PERMISSIONS, type OnlineUser } from '@wp/contract'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { okAfter, table } from '../../http/envelope'
import { BusinessType } from '../../http/oplog'
import type { Router } from '../../http/route'
import { optionalText } from '../../http/validation'
import * as service from './service'

const TITLE = '在线用户'
const tokenId = z.string().regex(/^[0-9a-f]{1,32}$/, '会话编号无效')

/** The online-user routes under `base` (ours: /monitor/online; the family's client: /system/online). */
export function onlineRoutes(r: Router, ctx: AppContext, base = '/monitor/online') {
  r.get(`${base}/list`, {
    access: MONITOR_PERMISSIONS.online.list,
    summary: '在线用户（有效会话）',
    query: z.object({
      ipaddr: optionalText(128),
      userName: optionalText(30),
      pageNum: z.unknown().optional(),
      pageSize: z.unknown().optional(),
    }),
    handler: async ({ query }) => {
      const rows = await service.listOnline(ctx, query)
      return table<OnlineUser>(rows, rows.length)
    },
  })
  r.delete(`${base}/batchLogout/:tokenIds`, {
    access: MONITOR_PERMISSIONS.online.batchLogout,
    summary: '批量强退（逗号分隔的会话编号）',
    params: z.object({
      tokenIds: z
        .string()
        .regex(/^[0-9a-f]{1,32}(,[0-9a-f]{1,32})*$/, '会话编号无效')
        .transform((s) => [...new Set(s.split(','))])
        .refine((ids) => ids.length <= 500, '一次最多 500 项'),
    }),
    log: { title: TITLE, type: BusinessType.FORCE },
    handler: ({ params }) => okAfter(service.forceLogout(ctx, params.tokenIds)),
  })
  r.delete(`${base}/:tokenId`, {
    access: MONITOR_PERMISSIONS.online.forceLogout,
    summary: '强退（该会话立即失效）',
    params: z.object({ tokenId }),
    log: { title: TITLE, type: BusinessType.FORCE },
    handler: ({ params }) => okAfter(service.forceLogout(ctx, [params.tokenId])),
  })
}
