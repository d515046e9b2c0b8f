import { POST, type PostRow } from '@wp/contract'
import type { AppContext } from '../../context'
import { ok } from '../../http/envelope'
import { drizzleStore, resourceRoutes } from '../../http/resource'
import type { Router } from '../../http/route'
import { sysPost } from '../../directory/post/schema'
import * as service from './service'

/** 岗位管理: the routes drawn from the `POST` description; a post held by a user cannot be deleted. */
export function postRoutes(r: Router, ctx: AppContext) {
  resourceRoutes(r, POST, {
    store: drizzleStore(ctx.db, POST, sysPost),
    summaries: { remove: '删除岗位（已分配的不能删除）' },
    check: { remove: (rows) => service.assertUnassigned(ctx, rows) },
    remove: (ids) => service.deletePosts(ctx, ids),
  })
  r.get('/system/post/optionselect', {
    access: 'signed-in',
    summary: '岗位选项',
    handler: async () => ok<PostRow[]>(await service.postOptions(ctx)),
  })
}
