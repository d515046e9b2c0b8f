import { MENU, type InputOf } from '@wp/contract'
import { crudApi } from '@wp/kit'
import { MenuIcon, menuIconNames, parentChoices, ResourceScreen, type FieldContext } from '@wp/ui'
import { Space } from 'antd'
import { menuBody, requiredFields, showsField, type MenuField } from './fields'

const api = crudApi(MENU)
type MenuInput = InputOf<typeof MENU>
type Ctx = FieldContext<MenuInput, unknown>
const typeOf = (ctx: Ctx) => ctx.values.menuType ?? 'M'
/** Shown only for the menu types that use the field (目录 M, 菜单 C, 按钮 F). */
const forTypes = (field: MenuField) => ({ visible: (ctx: Ctx) => showsField(typeOf(ctx), field) })
const ICONS = menuIconNames.map((name) => ({
  value: name,
  label: (
    <Space>
      <MenuIcon name={name} />
      {name}
    </Space>
  ),
}))

/**
 * 菜单管理 (component path system/menu/index), drawn from `MENU`: the menu tree; the dialog shows the fields of the
 * chosen type and saves the others as their defaults.
 */
export default function MenuPage() {
  return (
    <ResourceScreen
      resource={MENU}
      api={api}
      actionsWidth={220}
      canAddChild={(row) => row.menuType !== 'F'}
      columns={{ icon: { render: (v) => <MenuIcon name={v as string} /> } }}
      dialog={{
        defaults: { menuType: 'M', icon: '' },
        // no icon ('#') shows as an empty picker
        load: async (row) => {
          const [{ rows }, menu] = await Promise.all([api.list(), row && api.get(row.menuId)])
          const values = menu && { ...menu, icon: menu.icon === '#' ? '' : menu.icon }
          return { values, data: { parents: parentChoices(MENU, rows, row?.menuId) } }
        },
        save: (values, row) => (row ? api.edit(row.menuId, menuBody(values)) : api.add(menuBody(values))),
        fields: {
          menuType: { testId: 'menu-type' },
          icon: { kind: 'select', options: ICONS, ...forTypes('icon'), testId: 'menu-icon' },
          menuName: { testId: 'menu-name' },
          isFrame: forTypes('isFrame'),
          path: { ...forTypes('path'), required: (ctx) => requiredFields(typeOf(ctx)).includes('path') },
          component: forTypes('component'),
          perms: forTypes('perms'),
          query: forTypes('query'),
          routeName: forTypes('routeName'),
          isCache: forTypes('isCache'),
          visible: forTypes('visible'),
          status: forTypes('status'),
        },
      }}
    />
  )
}
