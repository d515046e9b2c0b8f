import { GEN_PERMISSION_LIST, GEN_PERMISSIONS } from '@wp/contract'
import type { AppContext } from '../context'
import { buttons, page } from '../directory'
import type { Router } from '../http/route'
import type { ServerModule } from '../platform/module'
import { FAMILY_BASE, genRoutes } from './routes'
import * as tables from './schema'

const P = GEN_PERMISSIONS.table

/**
 * 系统工具 → 代码生成: imports tables of the database, keeps their generation settings, previews, zips and (in
 * development) writes a module of this platform's shape. Its routes answer at `/tool/gen` and at RuoYi-Cloud's
 * `/code/gen`.
 */
export const genModule: ServerModule = {
  name: 'gen',
  tables,
  routes: (r: Router, ctx: AppContext) => {
    genRoutes(r, ctx)
    genRoutes(r, ctx, FAMILY_BASE)
  },
  menus: [
    page('gen.table', 'system.tool', '代码生成', 2, 'gen', 'tool/gen/index', P.list, 'code'),
    ...buttons('gen.table', {
      生成查询: P.query,
      生成修改: P.edit,
      生成删除: P.remove,
      导入代码: P.import,
      预览代码: P.preview,
      生成代码: P.code,
    }),
  ],
  permissions: GEN_PERMISSION_LIST,
}
