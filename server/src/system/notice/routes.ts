import { SYSTEM_PERMISSIONS, type NoticeRow } from '@wp/contract'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { crudRoutes, rowOf } from '../../http/crud'
import type { Router } from '../../http/route'
import { ok, okAfter, table } from '../../http/envelope'
import { pagingFields } from '../../http/paging'
import {
  idListParam,
  idParam,
  optional,
  optionalStatus,
  optionalText,
  plainText,
  statusFlag,
  withDefault,
} from '../../http/validation'
import * as receipts from './receipts'
import * as service from './service'

/** Up to 1 MB of HTML; images are links to uploaded files, never inline data. */
export const NOTICE_CONTENT_MAX = 1_000_000

const noticeBody = z.object({
  noticeTitle: plainText(50, '公告标题'),
  noticeType: z.enum(['1', '2']),
  noticeContent: z.preprocess((v) => (v == null ? '' : v), z.string().max(NOTICE_CONTENT_MAX)),
  status: withDefault(statusFlag, '0'),
  remark: z.string().max(255).nullish(),
})

export function noticeRoutes(r: Router, ctx: AppContext) {
  crudRoutes(r, {
    path: '/system/notice',
    title: '通知公告',
    id: 'noticeId',
    permissions: SYSTEM_PERMISSIONS.notice,
    row: rowOf<NoticeRow>(),
    filters: {
      noticeTitle: optionalText(50),
      createBy: optionalText(64),
      noticeType: optional(z.enum(['1', '2'])),
      status: optionalStatus,
    },
    body: noticeBody,
    summaries: {
      add: '新增通知公告（内容 HTML 经服务端白名单清洗）',
      edit: '修改通知公告（内容 HTML 经服务端白名单清洗）',
    },
    source: service.notices,
    add: (body, user) => service.addNotice(ctx, user, body),
    edit: (id, body, user) => service.editNotice(ctx, user, id, body),
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
