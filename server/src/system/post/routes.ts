import { z } from 'zod'
import type { AppContext } from '../../context'
import { ok, table } from '../../http/envelope'
import { inBatches, sendExcel } from '../../http/excel'
import { BusinessType } from '../../http/oplog'
import { pagingFields } from '../../http/paging'
import type { Router } from '../../http/route'
import { idListParam, idParam, optionalText, requiredText, statusFlag } from '../../http/validation'
import * as service from './service'

const TITLE = '岗位管理'
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)
const postFilters = {
  postCode: optionalText(64),
  postName: optionalText(50),
  status: z.preprocess(blankToUndefined, statusFlag.optional()),
}

const postBody = z.object({
  postCode: requiredText(64).regex(/^[^<>]*$/, '岗位编码不能包含脚本字符'),
  postName: requiredText(50).regex(/^[^<>]*$/, '岗位名称不能包含脚本字符'),
  postSort: z.coerce.number().int().min(0).max(99999),
  status: z.preprocess(blankToUndefined, statusFlag.default('0')),
  remark: z.string().max(500).nullish(),
})

export function postRoutes(r: Router, ctx: AppContext) {
  r.get('/system/post/list', {
    access: 'system:post:list',
    summary: '岗位列表',
    query: z.object({ ...pagingFields, ...postFilters }),
    handler: async ({ query }) => {
      const { rows, total } = await service.listPosts(ctx, query)
      return table(rows, total)
    },
  })
  r.get('/system/post/optionselect', {
    access: 'signed-in',
    summary: '岗位选项',
    handler: async () => ok(await service.postOptions(ctx)),
  })
  r.get('/system/post/:postId', {
    access: 'system:post:query',
    summary: '岗位详情',
    params: z.object({ postId: idParam }),
    handler: async ({ params }) => ok(await service.getPost(ctx, params.postId)),
  })
  r.post('/system/post', {
    access: 'system:post:add',
    summary: '新增岗位',
    body: postBody,
    log: { title: TITLE, type: BusinessType.INSERT },
    handler: async ({ body, user }) => ok(await service.addPost(ctx, user, body)),
  })
  r.put('/system/post', {
    access: 'system:post:edit',
    summary: '修改岗位',
    body: postBody.extend({ postId: idParam }),
    log: { title: TITLE, type: BusinessType.UPDATE },
    handler: async ({ body, user }) => {
      const { postId, ...input } = body
      await service.editPost(ctx, user, postId, input)
      return ok()
    },
  })
  r.delete('/system/post/:postIds', {
    access: 'system:post:remove',
    summary: '删除岗位（已分配的不能删除）',
    params: z.object({ postIds: idListParam }),
    log: { title: TITLE, type: BusinessType.DELETE },
    handler: async ({ params }) => {
      await service.deletePosts(ctx, params.postIds)
      return ok()
    },
  })
  r.post('/system/post/export', {
    access: 'system:post:export',
    summary: '导出岗位',
    body: z.object(postFilters).partial(),
    log: { title: TITLE, type: BusinessType.EXPORT },
    handler: async ({ body, reply }) => {
      const where = service.postFilter(body ?? {})
      return sendExcel(
        reply,
        '岗位数据',
        '岗位数据',
        [
          { header: '岗位序号', key: 'postId', width: 10 },
          { header: '岗位编码', key: 'postCode', width: 20 },
          { header: '岗位名称', key: 'postName', width: 20 },
          { header: '岗位排序', key: 'postSort', width: 10 },
          { header: '状态', key: 'status', width: 10, format: (v) => (v === '0' ? '正常' : '停用') },
          { header: '创建时间', key: 'createTime', width: 20 },
        ],
        inBatches(
          (after, size) => service.postExportBatch(ctx, where, after, size),
          (row) => row.postId,
        ),
      )
    },
  })
}
