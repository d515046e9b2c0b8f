import { moduleResources, field as f, type Choice, type RowOf } from '../resource'
import { SYSTEM_PERMISSIONS } from './permissions'
import { LIST_CLASSES } from '../dictionary'

const define = moduleResources('system', SYSTEM_PERMISSIONS)

/**
 * 系统管理's resources described once (see `../resource/language.ts`): the server's routes and the browser's
 * screens and calls are drawn from these.
 */

const YES_NO = f.choices({ Y: '是', N: '否' })

export const POST = define('post', {
  title: '岗位管理',
  noun: '岗位',
  name: 'postName',
  sheet: '岗位数据',
  sort: {
    fields: ['postId', 'postCode', 'postName', 'postSort', 'createTime'],
    order: [
      ['postSort', 'asc'],
      ['postId', 'asc'],
    ],
  },
  unique: [{ fields: ['postName'] }, { fields: ['postCode'] }],
  fields: [
    f.id('postId', '岗位编号', { list: { width: 90 }, export: { header: '岗位序号', width: 10 } }),
    f.name('postCode', '岗位编码', 64, { form: { placeholder: '请输入编码名称' }, export: true }),
    f.name('postName', '岗位名称', 50, { export: true }),
    f.order('postSort', '岗位排序', { list: { width: 90 }, form: { label: '岗位顺序' }, export: { width: 10 } }),
    f.status({
      list: { width: 90 },
      search: { placeholder: '岗位状态' },
      form: { label: '岗位状态' },
      export: { width: 10 },
    }),
    f.remark({ form: true }),
    f.createTime({ list: { width: 170 }, export: true }),
  ],
})
export type PostRow = RowOf<typeof POST>

export const NOTICE = define('notice', {
  title: '通知公告',
  noun: '公告',
  name: 'noticeTitle',
  sort: {
    fields: ['noticeId', 'noticeTitle', 'noticeType', 'createTime'],
    order: [['noticeId', 'desc']],
  },
  dialog: { width: 880, fullScreen: true },
  fields: [
    f.id('noticeId', '序号', { list: { width: 90 } }),
    f.name('noticeTitle', '公告标题', 50, { form: { span: 12 } }),
    f.createBy({ list: { width: 110 }, search: { label: '操作人员' } }),
    f.dict('noticeType', '公告类型', 'sys_notice_type', {
      required: true,
      options: f.choices({ 1: '通知', 2: '公告' }),
      list: { width: 100 },
      search: { label: '类型', placeholder: '公告类型' },
      form: { span: 12 },
    }),
    f.status({ dictType: 'sys_notice_status', list: { width: 100 }, form: true }),
    /** Up to 1 MB of HTML; images are links to uploaded files, never inline data. */
    f.richText('noticeContent', '内容', { maxLength: 1_000_000, default: '', form: true }),
    f.remark({ maxLength: 255 }),
    f.createTime({ list: { width: 170, format: '{y}-{m}-{d}' } }),
  ],
})
export type NoticeRow = RowOf<typeof NOTICE>

export const CONFIG = define('config', {
  title: '参数管理',
  noun: '参数',
  name: 'configName',
  sheet: '参数配置',
  sort: { fields: ['configId', 'configName', 'configKey', 'createTime'] },
  unique: [{ fields: ['configKey'], message: "{verb}参数'{configKey}'失败，参数键名已存在" }],
  dialog: { labelWidth: 90 },
  fields: [
    f.id('configId', '参数主键', { list: { width: 100 }, export: { width: 10 } }),
    f.name('configName', '参数名称', 100, { export: { width: 24 } }),
    f.name('configKey', '参数键名', 100, { export: { width: 30 } }),
    f.textarea('configValue', '参数键值', {
      maxLength: 500,
      default: '',
      list: true,
      form: { required: true },
      export: { width: 24 },
    }),
    /** Y built in (cannot be deleted), N defined by an administrator. */
    f.dict('configType', '系统内置', 'sys_yes_no', {
      options: YES_NO,
      default: 'N',
      list: { width: 100 },
      search: true,
      form: { control: 'radio' },
      export: { width: 10 },
    }),
    f.remark({ list: true, form: true, export: { width: 30 } }),
    f.createTime({ list: { width: 170 }, search: true, export: true }),
  ],
})
export type ConfigRow = RowOf<typeof CONFIG>

const DICT_TYPE_NAME = {
  required: true,
  maxLength: 100,
  pattern: { regex: '^[a-z][a-z0-9_]*$', message: '必须以字母开头，且只能为（小写字母，数字，下滑线）' },
} as const

export const DICT_TYPE = define('dictType', {
  title: '字典类型',
  noun: '字典类型',
  path: '/system/dict/type',
  id: 'dictId',
  name: 'dictName',
  permissions: SYSTEM_PERMISSIONS.dict,
  sort: { fields: ['dictId', 'dictName', 'dictType', 'createTime'] },
  unique: [{ fields: ['dictType'], message: "{verb}字典'{dictName}'失败，字典类型已存在" }],
  dialog: { labelWidth: 90 },
  fields: [
    f.id('dictId', '字典编号', { list: { width: 100 }, export: { header: '字典主键', width: 10 } }),
    f.name('dictName', '字典名称', 100, { export: { width: 24 } }),
    f.text('dictType', '字典类型', { ...DICT_TYPE_NAME, list: true, search: true, form: true, export: { width: 24 } }),
    f.status({ list: { width: 90 }, search: { placeholder: '字典状态' }, form: true, export: { width: 8 } }),
    f.remark({ list: true, form: true, export: { width: 30 } }),
    f.createTime({ list: { width: 170 }, search: true, export: true }),
  ],
})
export type DictType = RowOf<typeof DICT_TYPE>

export const DICT_DATA = define('dictData', {
  title: '字典数据',
  noun: '字典数据',
  path: '/system/dict/data',
  id: 'dictCode',
  name: 'dictLabel',
  permissions: SYSTEM_PERMISSIONS.dict,
  sort: {
    fields: ['dictCode', 'dictSort', 'dictLabel', 'dictValue', 'createTime'],
    order: [
      ['dictSort', 'asc'],
      ['dictCode', 'asc'],
    ],
  },
  unique: [{ fields: ['dictType', 'dictValue'], message: "字典键值'{dictValue}'已存在" }],
  dialog: { labelWidth: 90 },
  fields: [
    f.id('dictCode', '字典编码', { list: { width: 100 }, export: { width: 10 } }),
    f.text('dictType', '字典类型', {
      ...DICT_TYPE_NAME,
      search: { op: 'equals', label: '字典名称' },
      form: { readOnly: true },
      export: { width: 24 },
    }),
    f.name('dictLabel', '字典标签', 100, { form: { label: '数据标签' }, export: { width: 20 } }),
    f.text('dictValue', '字典键值', {
      required: true,
      maxLength: 100,
      list: true,
      form: { label: '数据键值' },
      export: true,
    }),
    f.text('cssClass', '样式属性', { maxLength: 100, default: '', form: true }),
    f.integer('dictSort', '字典排序', {
      min: 0,
      max: 99999,
      default: 0,
      list: { width: 100 },
      form: { label: '显示排序', required: true },
      export: { width: 10 },
    }),
    { key: 'listClass', label: '回显样式', type: 'dict', options: LIST_CLASSES, default: 'default', form: true },
    f.dict('isDefault', '是否默认', 'sys_yes_no', { options: YES_NO, default: 'N', export: { width: 10 } }),
    f.status({ list: { width: 90 }, search: { placeholder: '数据状态' }, form: true, export: { width: 8 } }),
    f.remark({ list: true, form: true, export: { width: 30 } }),
    f.createTime({ list: { width: 170 }, export: true }),
  ],
})
export type DictDataRow = RowOf<typeof DICT_DATA>

/** 数据范围 (DATA_SCOPE): what a role's holders see of data-scoped rows. */
export const DATA_SCOPE_LABELS = {
  '1': '全部数据权限',
  '2': '自定数据权限',
  '3': '本部门数据权限',
  '4': '本部门及以下数据权限',
  '5': '仅本人数据权限',
} as const
const DATA_SCOPE_CHOICES: readonly Choice[] = Object.entries(DATA_SCOPE_LABELS).map(([value, label]) => ({
  value,
  label,
}))

/**
 * 角色管理: a role's name, key and order; its menus (`menuIds`, the dialog's tree) and data scope
 * (`PUT /system/role/dataScope`) are granted beside the description, never beyond the granter's own.
 */
export const ROLE = define('role', {
  title: '角色管理',
  noun: '角色',
  name: 'roleName',
  sheet: '角色数据',
  sort: {
    fields: ['roleId', 'roleName', 'roleKey', 'roleSort', 'status', 'createTime'],
    order: [
      ['roleSort', 'asc'],
      ['roleId', 'asc'],
    ],
  },
  dialog: { width: 560, labelWidth: 90 },
  fields: [
    f.id('roleId', '角色编号', { list: { width: 90 }, export: { header: '角色序号', width: 10 } }),
    f.name('roleName', '角色名称', 30, { export: { width: 20 } }),
    f.name('roleKey', '权限字符', 100, {
      pattern: { regex: '[A-Za-z0-9_:.-]+', message: '权限字符只能包含字母、数字、下划线、冒号、点和横线' },
      form: { tooltip: "控制器中定义的权限字符，如：@PreAuthorize(`@ss.hasRole('admin')`)" },
      export: { header: '角色权限', width: 20 },
    }),
    f.order('roleSort', '显示顺序', {
      list: { width: 90 },
      form: { label: '角色顺序' },
      export: { header: '角色排序', width: 10 },
    }),
    {
      key: 'dataScope',
      label: '数据范围',
      type: 'dict',
      options: DATA_SCOPE_CHOICES,
      readonly: true,
      export: { width: 20 },
    },
    f.boolean('menuCheckStrictly', '菜单树选择项是否关联显示', { default: true }),
    f.boolean('deptCheckStrictly', '部门树选择项是否关联显示', { default: true }),
    f.status({
      list: { switch: true },
      search: { placeholder: '角色状态' },
      form: { control: 'radio' },
      export: { header: '角色状态', width: 10 },
    }),
    f.remark({ form: true }),
    f.createTime({ list: { width: 170 }, search: true, export: true }),
  ],
})
/** A role; `flag` marks, in role pickers, the roles the user being edited holds. */
export type RoleRow = RowOf<typeof ROLE> & { flag?: boolean }

/** A menu's text that ends up in routes and links: no quotes, no markup. */
const routeText = (maxLength: number, regex: string, message: string) =>
  ({ maxLength, default: '', pattern: { regex, message } }) as const

/**
 * 菜单管理: the menu and permission catalogue as a tree (目录 M, 菜单 C, 按钮 F). A menu's permission string is a grant
 * to every role holding it, so changing it, its parent or its type needs the new permission (the service's rule).
 */
export const MENU = define('menu', {
  title: '菜单管理',
  noun: '菜单',
  name: 'menuName',
  tree: {
    parent: 'parentId',
    messages: {
      self: '上级菜单不能选择自己',
      below: '上级菜单不能选择自己的下级菜单',
      children: '存在子菜单,不允许删除',
    },
  },
  sort: {
    order: [
      ['parentId', 'asc'],
      ['orderNum', 'asc'],
      ['menuId', 'asc'],
    ],
  },
  dialog: { width: 680, labelWidth: 100 },
  fields: [
    f.id('menuId', '菜单编号'),
    f.integer('parentId', '上级菜单', { min: 0, default: 0, form: { placeholder: '选择上级菜单' } }),
    f.choice(
      'menuType',
      '菜单类型',
      { M: '目录', C: '菜单', F: '按钮' },
      { required: true, form: { control: 'radio' } },
    ),
    f.text('icon', '菜单图标', {
      maxLength: 100,
      default: '#',
      pattern: { regex: '[A-Za-z0-9_#-]+', message: '图标名称无效' },
      list: { title: '图标', width: 70 },
      form: { placeholder: '点击选择图标' },
    }),
    f.name('menuName', '菜单名称', 50, { list: { width: 200, align: 'left' }, form: { span: 12 } }),
    f.order('orderNum', '显示排序', { list: { title: '排序', width: 70 }, form: { span: 12 } }),
    f.choice(
      'isFrame',
      '是否外链',
      { '0': '是', '1': '否' },
      {
        default: '1',
        form: { span: 12, control: 'radio', tooltip: '选择是外链则路由地址需要以`http(s)://`开头' },
      },
    ),
    /** a route segment, or an http(s) address for links; no other scheme (javascript:, data:) */
    f.text('path', '路由地址', {
      ...routeText(
        200,
        `https?://[^\\s<>"']*|(?![A-Za-z][A-Za-z0-9+.-]*:)[A-Za-z0-9_\\-./:?=&%~+@]*`,
        '路由地址只能是路径或 http(s) 地址',
      ),
      form: { span: 12, tooltip: '访问的路由地址，如：`user`，如外网地址需内链访问则以`http(s)://`开头' },
    }),
    f.text('component', '组件路径', {
      ...routeText(255, '(?!.*\\.\\.)[A-Za-z0-9_\\-/.]*', '组件路径只能包含字母、数字、下划线、横线、点和斜杠'),
      list: true,
      form: { span: 12, tooltip: '访问的组件路径，如：`system/user/index`' },
    }),
    f.text('perms', '权限字符', {
      ...routeText(100, '[A-Za-z0-9_:*,.-]*', '权限字符只能包含字母、数字、下划线、冒号、星号和逗号'),
      list: { title: '权限标识' },
      form: { span: 12, placeholder: '请输入权限标识', tooltip: '控制器中定义的权限字符，如：system:user:list' },
    }),
    /** a JSON object (the service checks it parses) */
    f.text('query', '路由参数', {
      ...routeText(255, '[^<>]*', '路由参数不能包含脚本字符'),
      form: { span: 12, tooltip: '访问路由的默认传递参数，如：`{"id": 1, "name": "ry"}`' },
    }),
    f.text('routeName', '路由名称', {
      ...routeText(50, '[A-Za-z0-9_-]*', '路由名称只能包含字母、数字、下划线和横线'),
      form: { span: 12, tooltip: '默认不填则和路由地址相同' },
    }),
    f.choice(
      'isCache',
      '是否缓存',
      { '0': '缓存', '1': '不缓存' },
      { default: '0', form: { span: 12, control: 'radio' } },
    ),
    f.dict('visible', '显示状态', 'sys_show_hide', {
      default: '0',
      form: { span: 12, control: 'radio', tooltip: '选择隐藏则路由将不会出现在侧边栏，但仍然可以访问' },
    }),
    f.status({
      list: { width: 80 },
      search: { placeholder: '菜单状态' },
      form: {
        label: '菜单状态',
        span: 12,
        control: 'radio',
        tooltip: '选择停用则路由将不会出现在侧边栏，也不能被访问',
      },
    }),
    f.remark(),
    f.createTime({ list: { width: 170 } }),
  ],
})
/** A menu row (`isFrame` and `isCache` as the strings '0' / '1', as the family's client reads them). */
export type MenuRow = RowOf<typeof MENU>
export type MenuType = MenuRow['menuType']

/** The sheet's words of the logs' status (the family's export), where the dictionary says 成功 / 失败. */
const OK_FAILED = f.choices({ 0: '正常', 1: '异常' })

/** 操作日志: written by the server (every logged write), listed, read, deleted and emptied by administrators. */
export const OPER_LOG = define('operlog', {
  title: '操作日志',
  noun: '操作日志',
  id: 'operId',
  name: 'title',
  permissions: { ...SYSTEM_PERMISSIONS.operlog, clean: SYSTEM_PERMISSIONS.operlog.remove },
  sort: {
    fields: ['operId', 'operTime', 'costTime', 'operName', 'title', 'businessType', 'status'],
    order: [['operId', 'desc']],
  },
  fields: [
    f.id('operId', '日志编号', { list: { width: 90 }, export: { header: '操作序号', width: 10 } }),
    f.text('title', '系统模块', {
      readonly: true,
      default: '',
      list: true,
      search: true,
      export: { header: '操作模块', width: 16 },
    }),
    f.integer('businessType', '操作类型', {
      readonly: true,
      default: 0,
      min: 0,
      max: 9,
      dictType: 'sys_oper_type',
      list: { width: 100 },
      search: { label: '类型', placeholder: '操作类型' },
      export: { header: '业务类型', width: 10 },
    }),
    f.text('method', '请求方法', { readonly: true, export: { width: 30 } }),
    f.text('requestMethod', '请求方式', { readonly: true, export: { width: 10 } }),
    f.integer('operatorType', '操作类别', { readonly: true }),
    f.text('operName', '操作人员', { readonly: true, list: { width: 110 }, search: true, export: { width: 14 } }),
    f.text('deptName', '部门名称', { readonly: true, list: { title: '部门' }, export: { width: 14 } }),
    f.text('operUrl', '请求地址', { readonly: true, export: { width: 30 } }),
    f.text('operIp', '操作地址', { readonly: true, list: { width: 130 }, search: true, export: { width: 16 } }),
    f.text('operLocation', '操作地点', { readonly: true }),
    f.textarea('operParam', '请求参数', { readonly: true, export: { width: 40 } }),
    f.textarea('jsonResult', '返回参数', { readonly: true, export: { width: 40 } }),
    f.integer('status', '操作状态', {
      readonly: true,
      default: 0,
      min: 0,
      max: 1,
      dictType: 'sys_common_status',
      list: { width: 90 },
      search: { label: '状态', placeholder: '操作状态' },
      export: { header: '状态', width: 8, options: OK_FAILED },
    }),
    f.textarea('errorMsg', '错误消息', { readonly: true, export: { width: 30 } }),
    f.datetime('operTime', '操作日期', {
      readonly: true,
      list: { width: 170, sorter: true },
      search: { label: '操作时间', params: ['beginTime', 'endTime'] },
      export: { header: '操作时间', width: 20 },
    }),
    f.integer('costTime', '消耗时间', {
      readonly: true,
      list: { width: 110, sorter: true },
      export: { header: '消耗时间（毫秒）', width: 12 },
    }),
  ],
})
export type OperLog = RowOf<typeof OPER_LOG>

/** 登录日志: written at each sign-in, listed, deleted and emptied (解锁 is the screen's own action). */
export const LOGIN_LOG = define('logininfor', {
  title: '登录日志',
  noun: '登录日志',
  id: 'infoId',
  name: 'userName',
  permissions: {
    list: SYSTEM_PERMISSIONS.logininfor.list,
    remove: SYSTEM_PERMISSIONS.logininfor.remove,
    export: SYSTEM_PERMISSIONS.logininfor.export,
    clean: SYSTEM_PERMISSIONS.logininfor.remove,
  },
  sort: { fields: ['infoId', 'loginTime', 'userName', 'ipaddr', 'status'], order: [['infoId', 'desc']] },
  fields: [
    f.id('infoId', '访问编号', { list: { width: 90 }, export: { header: '序号', width: 10 } }),
    f.text('userName', '用户名称', {
      readonly: true,
      default: '',
      list: true,
      search: true,
      export: { header: '用户账号', width: 16 },
    }),
    f.text('ipaddr', '登录地址', { readonly: true, list: true, search: true, export: { width: 16 } }),
    f.text('loginLocation', '登录地点', { readonly: true, list: true, export: { width: 16 } }),
    f.text('browser', '浏览器', { readonly: true, list: true, export: { width: 16 } }),
    f.text('os', '操作系统', { readonly: true, list: true, export: { width: 16 } }),
    f.dict('status', '登录状态', 'sys_common_status', {
      readonly: true,
      default: '0',
      list: { width: 90 },
      search: { label: '状态', placeholder: '登录状态' },
      export: { width: 10 },
    }),
    f.text('msg', '操作信息', { readonly: true, list: true, export: { header: '提示消息', width: 30 } }),
    f.datetime('loginTime', '登录日期', {
      readonly: true,
      list: { width: 170 },
      search: { label: '登录时间', params: ['beginTime', 'endTime'] },
      export: { header: '访问时间', width: 20 },
    }),
  ],
})
/** A login-log row; `accessTime` is the same time under the family's name. */
export type LoginLog = RowOf<typeof LOGIN_LOG> & { accessTime?: string | null }

/**
 * 部门管理: the department tree (each row keeps its `ancestors`, rewritten for the subtree when it moves), within the
 * caller's data scope; deleted departments stay, marked.
 */
export const DEPT = define('dept', {
  title: '部门管理',
  noun: '部门',
  name: 'deptName',
  tree: { parent: 'parentId' },
  dataScope: { dept: 'deptId' },
  sort: {
    order: [
      ['parentId', 'asc'],
      ['orderNum', 'asc'],
    ],
  },
  unique: [{ fields: ['deptName', 'parentId'] }],
  dialog: { width: 600 },
  fields: [
    f.id('deptId', '部门编号'),
    f.integer('parentId', '上级部门', { required: true, min: 0, form: { placeholder: '选择上级部门' } }),
    f.text('ancestors', '祖级列表', { readonly: true }),
    f.name('deptName', '部门名称', 30, { list: { width: 260, align: 'left' }, form: { span: 12 } }),
    f.order('orderNum', '显示排序', { list: { title: '排序', width: 200 }, form: { span: 12 } }),
    f.text('leader', '负责人', { maxLength: 20, form: { span: 12 } }),
    f.text('phone', '联系电话', { maxLength: 11, rules: ['phone'], form: { span: 12 } }),
    f.text('email', '邮箱', { maxLength: 50, rules: ['email'], form: { span: 12 } }),
    f.status({ list: { width: 100 }, search: { placeholder: '部门状态' }, form: { label: '部门状态', span: 12 } }),
    ...f.audit({ list: { width: 200 } }),
  ],
})
/** A department; `parentName` (the parent's name) comes with the detail. */
export type DeptRow = RowOf<typeof DEPT> & { parentName?: string | null }

const P_USER = SYSTEM_PERMISSIONS.user
const ONLY_ADD = { span: 12, only: 'add' } as const

/**
 * 用户管理: the accounts of the department chosen in the tree beside the list (that department and those below it),
 * within the caller's data scope. A login name and password are given once, on add (the password then follows the
 * configured policy and must be changed at the first sign-in); roles and posts (`roleIds`, `postIds`) are granted
 * beside the description, never beyond the granter's own; nobody changes the super administrator or an account
 * holding more than they do.
 */
export const USER = define('user', {
  title: '用户管理',
  noun: '用户',
  name: 'userName',
  sheet: '用户数据',
  permissions: {
    list: P_USER.list,
    query: P_USER.query,
    add: P_USER.add,
    edit: P_USER.edit,
    remove: P_USER.remove,
    export: P_USER.export,
  },
  dataScope: { dept: 'deptId', user: 'userId' },
  sort: {
    fields: ['userId', 'userName', 'nickName', 'phonenumber', 'email', 'status', 'deptId', 'loginDate', 'createTime'],
  },
  unique: [
    { fields: ['userName'], message: "{verb}用户'{userName}'失败，登录账号已存在" },
    { fields: ['phonenumber'], message: "{verb}用户'{userName}'失败，手机号码已存在" },
    { fields: ['email'], message: "{verb}用户'{userName}'失败，邮箱账号已存在" },
  ],
  layout: {
    form: ['nickName', 'deptId', 'phonenumber', 'email', 'userName', 'password', 'sex', 'status'],
    export: ['userId', 'userName', 'nickName', 'email', 'phonenumber', 'sex', 'status', 'loginIp', 'loginDate'],
  },
  dialog: { width: 640 },
  fields: [
    f.id('userId', '用户编号', {
      list: { width: 90 },
      search: { op: 'equals', hidden: true },
      export: { header: '用户序号', width: 10 },
    }),
    f.text('userName', '用户账号', {
      required: true,
      createOnly: true,
      minLength: 2,
      maxLength: 20,
      pattern: { regex: `[^\\s<>"'&\\\\/]+`, message: '用户账号不能包含空格或特殊字符' },
      list: { title: '用户名称' },
      search: { label: '用户名称' },
      form: { label: '用户名称', ...ONLY_ADD },
      export: { header: '登录名称', width: 20 },
    }),
    f.text('nickName', '用户昵称', {
      required: true,
      maxLength: 30,
      list: true,
      form: { span: 12 },
      export: { header: '用户名称', width: 20 },
    }),
    f.dept('deptId', '归属部门', { search: { op: 'under', label: '部门', hidden: true }, form: { span: 12 } }),
    /** the department's name and leader, read with the row */
    f.text('deptName', '部门名称', { readonly: true, computed: true, list: { title: '部门' }, export: { width: 20 } }),
    f.text('phonenumber', '手机号码', {
      maxLength: 11,
      default: '',
      pattern: { regex: '1[3-9]\\d{9}', message: '请输入正确的手机号码' },
      list: { width: 120 },
      search: true,
      form: { span: 12 },
      export: { width: 14 },
    }),
    f.text('email', '邮箱', {
      maxLength: 50,
      default: '',
      rules: ['email'],
      form: { span: 12 },
      export: { header: '用户邮箱', width: 26 },
    }),
    f.password('password', '用户密码', { maxLength: 50, createOnly: true, form: { required: true, ...ONLY_ADD } }),
    f.choice(
      'sex',
      '用户性别',
      { '0': '男', '1': '女', '2': '未知' },
      { dictType: 'sys_user_sex', default: '0', form: { span: 12 }, export: { width: 10 } },
    ),
    f.status({
      list: { switch: true },
      search: { placeholder: '用户状态' },
      form: { span: 12, control: 'radio' },
      export: { header: '帐号状态', width: 10 },
    }),
    f.text('userType', '用户类型', { readonly: true }),
    f.text('avatar', '头像地址', { readonly: true }),
    f.text('loginIp', '最后登录IP', { readonly: true, export: { width: 16 } }),
    f.datetime('loginDate', '最后登录时间', { readonly: true, export: { width: 20 } }),
    /** null while the password is an initial one that must be changed */
    f.datetime('pwdUpdateDate', '密码更新时间', { readonly: true }),
    f.text('leader', '部门负责人', { readonly: true, computed: true, export: { width: 14 } }),
    f.remark({ form: true }),
    ...f.audit({ list: { width: 170 }, search: true, export: { width: 20 } }),
  ],
})
/** A user; the family's rows carry the department as `dept` as well. */
export type UserRow = RowOf<typeof USER> & {
  dept?: { deptId?: number; deptName?: string | null; leader?: string | null } | null
}
