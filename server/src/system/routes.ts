import type { AppContext } from '../context'
import { ok, okCached } from '../http/envelope'
import type { Router } from '../http/route'
import { configRoutes } from './config/routes'
import { deptRoutes } from './dept/routes'
import { dictRoutes } from './dict/routes'
import { logRoutes } from './log/routes'
import { loginRoutes } from './login/routes'
import { menuRoutes } from './menu/routes'
import { noticeRoutes } from './notice/routes'
import { postRoutes } from './post/routes'
import { roleRoutes } from './role/routes'
import { userRoutes } from './user/routes'
import { profileRoutes } from './profile/routes'
import { routersForUser } from './menu/routers'
import { latestNotices } from './notice/service'
import { getInfoText } from './user/info'

/** The system family's routes; each feature folder registers its own. */
export function systemRoutes(r: Router, ctx: AppContext) {
  loginRoutes(r, ctx)
  r.get('/system/user/getInfo', {
    access: 'signed-in',
    summary: '当前用户信息、角色与权限',
    beforePasswordChange: true,
    handler: ({ user }) => getInfoText(ctx, user),
  })
  r.get('/system/menu/getRouters', {
    access: 'signed-in',
    summary: '当前用户的菜单路由树',
    beforePasswordChange: true,
    handler: async ({ user }) => okCached(await routersForUser(ctx, user)),
  })
  r.get('/system/homePage/getLatestArticles', {
    access: 'signed-in',
    summary: '工作台最新公告',
    handler: async () => ok(await latestNotices(ctx)),
  })
  profileRoutes(r, ctx)
  dictRoutes(r, ctx)
  configRoutes(r, ctx)
  userRoutes(r, ctx)
  roleRoutes(r, ctx)
  menuRoutes(r, ctx)
  deptRoutes(r, ctx)
  postRoutes(r, ctx)
  noticeRoutes(r, ctx)
  logRoutes(r, ctx)
}
