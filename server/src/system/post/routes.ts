import { SYSTEM_PERMISSIONS, type PostRow } from '@wp/contract'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { crudRoutes, rowOf } from '../../http/crud'
import { ok } from '../../http/envelope'
import { statusLabel } from '../../http/excel'
import type { Router } from '../../http/route'
import { optionalStatus, optionalText, plainText, statusFlag, withDefault } from '../../http/validation'
import * as service from './service'

const postBody = z.object({
  postCode: plainText(64, '岗位编码'),
  postName: plainText(50, '岗位名称'),
  postSort: z.coerce.number().int().min(0).max(99999),
  status: withDefault(statusFlag, '0'),
  remark: z.string().max(500).nullish(),
})

export function postRoutes(r: Router, ctx: AppContext) {
  crudRoutes(r, {
    path: '/system/post',
    title: '岗位管理',
    id: 'postId',
    permissions: SYSTEM_PERMISSIONS.post,
    row: rowOf<PostRow>(),
    filters: { postCode: optionalText(64), postName: optionalText(50), status: optionalStatus },
    body: postBody,
    summaries: { remove: '删除岗位（已分配的不能删除）' },
    source: service.posts,
    add: (body, user) => service.addPost(ctx, user, body),
    edit: (id, body, user) => service.editPost(ctx, user, id, body),
    remove: (ids) => service.deletePosts(ctx, ids),
    export: {
      name: '岗位数据',
      columns: [
        { header: '岗位序号', key: 'postId', width: 10 },
        { header: '岗位编码', key: 'postCode', width: 20 },
        { header: '岗位名称', key: 'postName', width: 20 },
        { header: '岗位排序', key: 'postSort', width: 10 },
        { header: '状态', key: 'status', width: 10, format: statusLabel },
        { header: '创建时间', key: 'createTime', width: 20 },
      ],
    },
  })
  r.get('/system/post/optionselect', {
    access: 'signed-in',
    summary: '岗位选项',
    handler: async () => ok<PostRow[]>(await service.postOptions(ctx)),
  })
}
