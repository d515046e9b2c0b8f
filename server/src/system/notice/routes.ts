import { SYSTEM_PERMISSIONS, type NoticeRow } from '@wp/contract'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { crudRoutes, rowOf } from '../../http/crud'
import type { Router } from '../../http/route'
import { optional, optionalStatus, optionalText, plainText, statusFlag, withDefault } from '../../http/validation'
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
}
