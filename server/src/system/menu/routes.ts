import { SYSTEM_PERMISSIONS, type MenuRow, type TreeSelect } from '@wp/contract'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { crudRoutes, rowOf } from '../../http/crud'
import { ok, okWith } from '../../http/envelope'
import type { Router } from '../../http/route'
import { idParam, optionalStatus, optionalText, plainText, statusFlag, withDefault } from '../../http/validation'
import { updateSortRoute } from '../tree'
import { sysMenu } from '../../directory/menu/schema'
import * as service from './service'

const zeroOne = z.coerce.number().int().min(0).max(1)
const text = (max: number, pattern: RegExp, message: string) =>
  z.preprocess((v) => (v == null ? '' : v), z.string().trim().max(max).regex(pattern, message))

/** A path is a route segment, or an http(s) address for links; any other scheme (javascript:, data:) is refused. */
const pathField = text(
  200,
  /^(https?:\/\/[^\s<>"']*|[A-Za-z0-9_\-./:?=&%~+@]*)$/,
  '路由地址只能是路径或 http(s) 地址',
).refine((p) => /^https?:\/\//i.test(p) || !/^[a-z][a-z0-9+.-]*:/i.test(p), '路由地址不能使用该协议')

const menuBody = z.object({
  menuName: plainText(50, '菜单名称'),
  parentId: z.coerce.number().int().min(0).default(0),
  orderNum: z.coerce.number().int().min(0).max(99999),
  path: pathField,
  component: text(255, /^(?!.*\.\.)[A-Za-z0-9_\-/.]*$/, '组件路径只能包含字母、数字、下划线、横线、点和斜杠'),
  query: text(255, /^[^<>]*$/, '路由参数不能包含脚本字符').refine((q) => {
    if (!q) return true
    try {
      const v = JSON.parse(q)
      return typeof v === 'object' && v !== null && !Array.isArray(v)
    } catch {
      return false
    }
  }, '路由参数应为 JSON 对象，如 {"id": 1}'),
  routeName: text(50, /^[A-Za-z0-9_-]*$/, '路由名称只能包含字母、数字、下划线和横线'),
  isFrame: zeroOne.default(1),
  isCache: zeroOne.default(0),
  menuType: z.enum(['M', 'C', 'F']),
  visible: withDefault(statusFlag, '0'),
  status: withDefault(statusFlag, '0'),
  perms: text(100, /^[A-Za-z0-9_:*,.-]*$/, '权限字符只能包含字母、数字、下划线、冒号、星号和逗号'),
  icon: z.preprocess(
    (v) => (v == null || v === '' ? '#' : v),
    z
      .string()
      .max(100)
      .regex(/^[A-Za-z0-9_#-]+$/, '图标名称无效'),
  ),
  remark: z.string().max(500).nullish(),
})

export type MenuInput = z.infer<typeof menuBody>

export function menuRoutes(r: Router, ctx: AppContext) {
  crudRoutes(r, {
    path: '/system/menu',
    title: '菜单管理',
    id: 'menuId',
    permissions: SYSTEM_PERMISSIONS.menu,
    row: rowOf<MenuRow>(),
    paged: false,
    filters: { menuName: optionalText(50), status: optionalStatus, visible: optionalStatus },
    body: menuBody,
    summaries: {
      list: '菜单列表（平铺，按上级与顺序排列）',
      remove: '删除菜单（有下级或已分配的不能删除）',
    },
    list: async (q, user) => (await service.listMenus(ctx, user, q)).map(service.toMenuVo),
    get: async (id) => service.toMenuVo(await service.getMenu(ctx, id)),
    add: (body, user) => service.addMenu(ctx, user, body),
    edit: (id, body, user) => service.editMenu(ctx, user, id, body),
    removeOne: (id) => service.deleteMenu(ctx, id),
  })
  updateSortRoute(r, ctx, {
    path: '/system/menu',
    idsField: 'menuIds',
    access: SYSTEM_PERMISSIONS.menu.edit,
    title: '保存菜单排序',
    table: sysMenu,
    id: sysMenu.menuId,
  })
  r.get('/system/menu/treeselect', {
    access: SYSTEM_PERMISSIONS.menu.list,
    summary: '菜单下拉树',
    handler: async ({ user }) => ok<TreeSelect[]>(await service.menuTree(ctx, user)),
  })
  r.get('/system/menu/roleMenuTreeselect/:roleId', {
    access: SYSTEM_PERMISSIONS.menu.list,
    summary: '角色的菜单树 {checkedKeys, menus}',
    params: z.object({ roleId: idParam }),
    handler: async ({ params, user }) => okWith(await service.roleMenuTree(ctx, user, params.roleId)),
  })
}
