import { z } from 'zod'
import type { AppContext } from '../../context'
import { ok, table } from '../../http/envelope'
import { BusinessType } from '../../http/oplog'
import { pagingFields } from '../../http/paging'
import type { Router } from '../../http/route'
import { idListParam, idParam, optionalText, requiredText, statusFlag } from '../../http/validation'
import * as service from './service'

const TITLE = '通知公告'
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)
/** Up to 1 MB of HTML; images are links to uploaded files, never inline data. */
export const NOTICE_CONTENT_MAX = 1_000_000

const noticeBody = z.object({
  noticeTitle: requiredText(50).regex(/^[^<>]*$/, '公告标题不能包含脚本字符'),
  noticeType: z.enum(['1', '2']),
  noticeContent: z.preprocess((v) => (v == null ? '' : v), z.string().max(NOTICE_CONTENT_MAX)),
  status: z.preprocess(blankToUndefined, statusFlag.default('0')),
  remark: z.string().max(255).nullish(),
})

export function noticeRoutes(r: Router, ctx: AppContext) {
  r.get('/system/notice/list', {
    access: 'system:notice:list',
    summary: '通知公告列表',
    query: z.object({
      ...pagingFields,
      noticeTitle: optionalText(50),
      createBy: optionalText(64),
      noticeType: z.preprocess(blankToUndefined, z.enum(['1', '2']).optional()),
      status: z.preprocess(blankToUndefined, statusFlag.optional()),
    }),
    handler: async ({ query }) => {
      const { rows, total } = await service.listNotices(ctx, query)
      return table(rows, total)
    },
  })
  r.get('/system/notice/:noticeId', {
    access: 'system:notice:query',
    summary: '通知公告详情',
    params: z.object({ noticeId: idParam }),
    handler: async ({ params }) => ok(await service.getNotice(ctx, params.noticeId)),
  })
  r.post('/system/notice', {
    access: 'system:notice:add',
    summary: '新增通知公告（内容 HTML 经服务端白名单清洗）',
    body: noticeBody,
    log: { title: TITLE, type: BusinessType.INSERT },
    handler: async ({ body, user }) => ok(await service.addNotice(ctx, user, body)),
  })
  r.put('/system/notice', {
    access: 'system:notice:edit',
    summary: '修改通知公告（内容 HTML 经服务端白名单清洗）',
    body: noticeBody.extend({ noticeId: idParam }),
    log: { title: TITLE, type: BusinessType.UPDATE },
    handler: async ({ body, user }) => {
      const { noticeId, ...input } = body
      await service.editNotice(ctx, user, noticeId, input)
      return ok()
    },
  })
  r.delete('/system/notice/:noticeIds', {
    access: 'system:notice:remove',
    summary: '删除通知公告',
    params: z.object({ noticeIds: idListParam }),
    log: { title: TITLE, type: BusinessType.DELETE },
    handler: async ({ params }) => {
      await service.deleteNotices(ctx, params.noticeIds)
      return ok()
    },
  })
}
