import { SYSTEM_PERMISSIONS } from '@wp/contract'
import { MenuIcon, TreeTableScreen, type TreeCheckNode } from '@wp/ui'
import { deleteMenu, listMenus, type MenuInput, type MenuRow } from './api'
import { MENU_DIALOG } from './menuDialog'

/** 菜单管理 (component path system/menu/index): the menu tree; the dialog shows the fields of the chosen type. */
export default function MenuPage() {
  return (
    <TreeTableScreen<MenuRow, MenuInput, TreeCheckNode[]>
      name="menu"
      rowKey="menuId"
      perms={SYSTEM_PERMISSIONS.menu}
      load={listMenus}
      search={[
        { name: 'menuName', label: '菜单名称', testId: 'menu-search-name' },
        { name: 'status', label: '状态', dict: 'sys_normal_disable', placeholder: '菜单状态' },
      ]}
      columns={[
        { key: 'menuName', title: '菜单名称', width: 200, align: 'left' },
        { key: 'icon', title: '图标', width: 70, render: (v) => <MenuIcon name={v as string} /> },
        { key: 'orderNum', title: '排序', width: 70 },
        { key: 'perms', title: '权限标识' },
        { key: 'component', title: '组件路径' },
        { key: 'status', title: '状态', width: 80, dict: 'sys_normal_disable' },
        { key: 'createTime', title: '创建时间', width: 170, time: true },
      ]}
      actionsWidth={220}
      canAddChild={(row) => row.menuType !== 'F'}
      remove={([row]) => deleteMenu(row.menuId)}
      removeConfirm={([row]) => `是否确认删除名称为"${row.menuName}"的数据项？`}
      dialog={MENU_DIALOG}
    />
  )
}
