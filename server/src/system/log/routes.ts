import { LOGIN_LOG, OPER_LOG, SYSTEM_PERMISSIONS } from '@wp/contract'
import { z } from 'zod'
import { clearFailures } from '../../auth/throttle'
import type { AppContext } from '../../context'
import { okAfter } from '../../http/envelope'
import { BusinessType } from '../../http/oplog'
import { drizzleStore, resourceRoutes } from '../../http/resource'
import type { Router } from '../../http/route'
import { sysLogininfor, sysOperLog } from './schema'

/**
 * 操作日志 and 登录日志: the routes drawn from `OPER_LOG` and `LOGIN_LOG` (list, detail, delete, 清空, export); the
 * unfiltered list's total comes from the kept row count (migration 0002_row_counts). 解锁 stays beside them.
 */
export function logRoutes(r: Router, ctx: AppContext) {
  resourceRoutes(r, OPER_LOG, { store: drizzleStore(ctx.db, OPER_LOG, sysOperLog, { keptCount: true }) })
  resourceRoutes(r, LOGIN_LOG, {
    store: drizzleStore(ctx.db, LOGIN_LOG, sysLogininfor, { keptCount: true }),
    aliases: { accessTime: 'loginTime' }, // the family's views read and sort the time as accessTime
  })
  r.get('/system/logininfor/unlock/:userName', {
    access: SYSTEM_PERMISSIONS.logininfor.unlock,
    summary: '解除账号的登录失败锁定',
    params: z.object({ userName: z.string().trim().min(1).max(50) }),
    log: { title: '账户解锁', type: BusinessType.OTHER },
    handler: ({ params }) => okAfter(clearFailures(ctx, 'user', params.userName)),
  })
}
