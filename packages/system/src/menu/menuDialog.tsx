import { MenuIcon, menuIconNames, treeChoices, type DialogSpec, type FieldContext, type TreeCheckNode } from '@wp/ui'
import { Space } from 'antd'
import { addMenu, editMenu, getMenu, menuTreeselect, type MenuInput, type MenuRow, type MenuType } from './api'
import { MENU_DEFAULTS, menuBody, requiredFields, showsField, type MenuField } from './fields'

type Ctx = FieldContext<MenuInput, TreeCheckNode[]>
const typeOf = (ctx: Ctx) => (ctx.values.menuType ?? 'M') as MenuType
/** Shown only for the menu types that use the field (目录 M, 菜单 C, 按钮 F). */
const forTypes = (field: MenuField) => (ctx: Ctx) => showsField(typeOf(ctx), field)
const ICONS = menuIconNames.map((name) => ({
  value: name,
  label: (
    <Space>
      <MenuIcon name={name} />
      {name}
    </Space>
  ),
}))
const YES_NO = [
  { value: '0', label: '是' },
  { value: '1', label: '否' },
]
const CACHE = [
  { value: '0', label: '缓存' },
  { value: '1', label: '不缓存' },
]
const TYPES = [
  { value: 'M', label: '目录' },
  { value: 'C', label: '菜单' },
  { value: 'F', label: '按钮' },
]

/** 添加菜单 / 修改菜单: the fields of the chosen type (目录, 菜单, 按钮); the parent is picked from the menu tree. */
export const MENU_DIALOG: DialogSpec<MenuRow, MenuInput, TreeCheckNode[]> = {
  noun: '菜单',
  width: 680,
  labelWidth: 100,
  defaults: MENU_DEFAULTS,
  load: async (row) => {
    const [tree, menu] = await Promise.all([menuTreeselect(), row && getMenu(row.menuId)])
    return { values: menu && { ...menu, icon: menu.icon === '#' ? '' : menu.icon }, data: tree }
  },
  save: (values, row) => (row ? editMenu(menuBody(values, row.menuId)) : addMenu(menuBody(values))),
  fields: [
    {
      name: 'parentId',
      label: '上级菜单',
      kind: 'tree-select',
      placeholder: '选择上级菜单',
      tree: ({ data }) => [{ value: 0, title: '主类目', children: treeChoices(data ?? []) }],
    },
    { name: 'menuType', label: '菜单类型', kind: 'radio', options: TYPES, testId: 'menu-type' },
    {
      name: 'icon',
      label: '菜单图标',
      kind: 'select',
      options: ICONS,
      placeholder: '点击选择图标',
      visible: forTypes('icon'),
      testId: 'menu-icon',
    },
    { name: 'menuName', label: '菜单名称', span: 12, required: true, max: 50, testId: 'menu-name' },
    { name: 'orderNum', label: '显示排序', span: 12, kind: 'number', required: true },
    {
      name: 'isFrame',
      label: '是否外链',
      span: 12,
      kind: 'radio',
      options: YES_NO,
      visible: forTypes('isFrame'),
      tooltip: '选择是外链则路由地址需要以`http(s)://`开头',
    },
    {
      name: 'path',
      label: '路由地址',
      span: 12,
      required: (ctx) => requiredFields(typeOf(ctx)).includes('path'),
      max: 200,
      visible: forTypes('path'),
      tooltip: '访问的路由地址，如：`user`，如外网地址需内链访问则以`http(s)://`开头',
      testId: 'menu-path',
    },
    {
      name: 'component',
      label: '组件路径',
      span: 12,
      max: 255,
      visible: forTypes('component'),
      tooltip: '访问的组件路径，如：`system/user/index`',
      testId: 'menu-component',
    },
    {
      name: 'perms',
      label: '权限字符',
      span: 12,
      max: 100,
      placeholder: '请输入权限标识',
      visible: forTypes('perms'),
      tooltip: '控制器中定义的权限字符，如：system:user:list',
      testId: 'menu-perms',
    },
    {
      name: 'query',
      label: '路由参数',
      span: 12,
      max: 255,
      visible: forTypes('query'),
      tooltip: '访问路由的默认传递参数，如：`{"id": 1, "name": "ry"}`',
    },
    {
      name: 'routeName',
      label: '路由名称',
      span: 12,
      max: 50,
      visible: forTypes('routeName'),
      tooltip: '默认不填则和路由地址相同',
    },
    { name: 'isCache', label: '是否缓存', span: 12, kind: 'radio', options: CACHE, visible: forTypes('isCache') },
    {
      name: 'visible',
      label: '显示状态',
      span: 12,
      kind: 'radio',
      dict: 'sys_show_hide',
      visible: forTypes('visible'),
      tooltip: '选择隐藏则路由将不会出现在侧边栏，但仍然可以访问',
    },
    {
      name: 'status',
      label: '菜单状态',
      span: 12,
      kind: 'radio',
      dict: 'sys_normal_disable',
      visible: forTypes('status'),
      tooltip: '选择停用则路由将不会出现在侧边栏，也不能被访问',
    },
  ],
}
