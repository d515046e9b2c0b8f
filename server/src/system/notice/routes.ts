import { NOTICE, SYSTEM_PERMISSIONS } from '@wp/contract'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { ok, okAfter, table } from '../../http/envelope'
import { pagingFields } from '../../http/paging'
import { drizzleStore, resourceRoutes } from '../../http/resource'
import type { Router } from '../../http/route'
import { idListParam, idParam, optionalText } from '../../http/validation'
import * as receipts from './receipts'
import { sysNotice } from './schema'
import * as service from './service'

export function noticeRoutes(r: Router, ctx: AppContext) {
  resourceRoutes(r, NOTICE, {
    store: drizzleStore(ctx.db, NOTICE, sysNotice),
    summaries: {
      add: '新增通知公告（内容 HTML 经服务端白名单清洗）',
      edit: '修改通知公告（内容 HTML 经服务端白名单清洗）',
    },
    remove: (ids) => service.deleteNotices(ctx, ids),
  })

  /* ---- read receipts (the header bell; the family's navbar calls listTop on every page load) ---- */
  r.get('/system/notice/listTop', {
    access: 'signed-in',
    summary: '最新公告（含是否已读）与未读数 unreadCount',
    handler: async ({ user }) => {
      const { rows, unreadCount } = await receipts.noticesForBell(ctx, user.userId)
      return { ...ok(rows), unreadCount }
    },
  })
  r.get('/system/notice/view/:noticeId', {
    access: 'signed-in',
    summary: '查看一条正常状态的公告（含清洗后的内容；铃铛的详情）',
    params: z.object({ noticeId: idParam }),
    handler: async ({ params }) => ok(await receipts.openNotice(ctx, params.noticeId)),
  })
  r.post('/system/notice/markRead', {
    access: 'signed-in',
    summary: '标记公告已读（?noticeId=）',
    query: z.object({ noticeId: idParam }),
    handler: ({ query, user }) => okAfter(receipts.markRead(ctx, user.userId, [query.noticeId])),
  })
  r.post('/system/notice/markReadAll', {
    access: 'signed-in',
    summary: '批量标记已读（?ids=1,2）',
    query: z.object({ ids: idListParam }),
    handler: ({ query, user }) => okAfter(receipts.markRead(ctx, user.userId, query.ids)),
  })
  r.get('/system/notice/readUsers/list', {
    access: SYSTEM_PERMISSIONS.notice.list,
    summary: '已阅读该公告的用户（?noticeId=&searchValue=）',
    query: z.object({ ...pagingFields, noticeId: idParam, searchValue: optionalText(30) }),
    handler: async ({ query }) => {
      const { rows, total } = await receipts.readUsers(ctx, query)
      return table(rows, total)
    },
  })
}
