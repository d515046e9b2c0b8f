import type { InputOf, MENU, MenuType } from '@wp/contract'

type MenuInput = InputOf<typeof MENU>

/** The form fields besides 上级菜单, 菜单类型, 菜单名称 and 显示排序, and the menu types that use each. */
const FIELD_TYPES = {
  icon: ['M', 'C'],
  isFrame: ['M', 'C'],
  path: ['M', 'C'],
  component: ['C'],
  perms: ['C', 'F'],
  query: ['C'],
  routeName: ['C'],
  isCache: ['C'],
  visible: ['M', 'C'],
  status: ['M', 'C'],
} as const satisfies Record<string, readonly MenuType[]>

export type MenuField = keyof typeof FIELD_TYPES

/** Whether the dialog shows a field for a menu type (目录 M, 菜单 C, 按钮 F), as in the family's menu form. */
export function showsField(type: MenuType, field: MenuField): boolean {
  return (FIELD_TYPES[field] as readonly MenuType[]).includes(type)
}

/** The fields a type needs to have filled in: a 目录 or 菜单 needs 路由地址. */
export function requiredFields(type: MenuType): MenuField[] {
  return type === 'F' ? [] : ['path']
}

/** The request body: fields the type does not use go back to their defaults, so no stale value is saved. */
export function menuBody(values: Partial<MenuInput> & { menuType: MenuType; menuName: string }): MenuInput {
  const type = values.menuType
  const pick = <K extends MenuField>(field: K, fallback: MenuInput[K]): MenuInput[K] =>
    showsField(type, field) ? ((values[field] ?? fallback) as MenuInput[K]) : fallback
  return {
    parentId: values.parentId ?? 0,
    menuName: values.menuName.trim(),
    orderNum: values.orderNum ?? 0,
    menuType: type,
    icon: pick('icon', '#') || '#',
    isFrame: pick('isFrame', '1'),
    path: (pick('path', '') ?? '').trim(),
    component: pick('component', ''),
    perms: pick('perms', ''),
    query: pick('query', ''),
    routeName: pick('routeName', ''),
    isCache: pick('isCache', '0'),
    visible: pick('visible', '0'),
    status: pick('status', '0'),
    remark: values.remark ?? null,
  }
}
