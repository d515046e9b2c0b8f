import { hashPassword } from '../auth/password'
import type { SeedStep } from '../db/seed'
import { SYSTEM_DICT_TYPES as DICT, SYSTEM_PERMISSIONS, TOOL_PERMISSIONS } from '@wp/contract'
import { sysDept } from '../directory/dept/schema'
import { sysNotice } from './notice/schema'
import { sysPost } from '../directory/post/schema'
import { sysRole, sysRoleDept } from '../directory/role/schema'
import { sysUser, sysUserPost, sysUserRole } from '../directory/user/schema'
import { buttons, crudButtons, dict, dir, granted, page, seedDicts, type DictSeed, type MenuEntry } from '../directory'
import type { Tx } from '../db/seed'
import { sysConfig } from './config/schema'

const P = SYSTEM_PERMISSIONS
/** What the `common` role holds: reading dictionaries and configuration, nothing more. */
const COMMON = { grantTo: ['common'] } as const

/**
 * A page of 系统管理 (or of 日志管理 below it): key `system.<name>`, route `<name>`, component `system/<name>/index`,
 * opened by the list permission of `SYSTEM_PERMISSIONS[name]`.
 */
const adminPage = (
  name: keyof typeof P,
  title: string,
  order: number,
  icon: string,
  legacyId: number,
  more: { parent?: string; grantTo?: readonly string[] } = {},
) =>
  page(
    `system.${name}`,
    more.parent ?? 'system.admin',
    title,
    order,
    name,
    `system/${name}/index`,
    P[name].list,
    icon,
    {
      legacyId,
      ...(more.grantTo ? { grantTo: [...more.grantTo] } : {}),
    },
  )

/** 系统管理 and 系统工具 (the monitoring module declares 系统监控), with the ids they had before menu keys. */
export const SYSTEM_MENUS: MenuEntry[] = [
  dir('system.admin', undefined, '系统管理', 1, 'system', 'system', { legacyId: 1, ...COMMON }),
  dir('system.tool', undefined, '系统工具', 3, 'tool', 'tool', { legacyId: 3 }),
  adminPage('user', '用户管理', 1, 'user', 100),
  adminPage('role', '角色管理', 2, 'peoples', 101),
  adminPage('menu', '菜单管理', 3, 'tree-table', 102),
  adminPage('dept', '部门管理', 4, 'tree', 103),
  adminPage('post', '岗位管理', 5, 'post', 104),
  adminPage('dict', '字典管理', 6, 'dict', 105, COMMON),
  adminPage('config', '参数设置', 7, 'edit', 106, COMMON),
  adminPage('notice', '通知公告', 8, 'message', 107),
  dir('system.log', 'system.admin', '日志管理', 9, 'log', 'log', { legacyId: 108 }),
  page(
    'system.swagger',
    'system.tool',
    '系统接口',
    1,
    'swagger',
    'tool/swagger/index',
    TOOL_PERMISSIONS.swagger.list,
    'swagger',
    { legacyId: 116 },
  ),
  adminPage('operlog', '操作日志', 1, 'form', 500, { parent: 'system.log' }),
  adminPage('logininfor', '登录日志', 2, 'logininfor', 501, { parent: 'system.log' }),
  ...buttons(
    'system.user',
    { ...crudButtons(P.user), 导入: P.user.import, 重置密码: P.user.resetPwd },
    { firstLegacyId: 1000 },
  ),
  ...buttons('system.role', crudButtons(P.role), { firstLegacyId: 1007 }),
  ...buttons('system.menu', crudButtons(P.menu), { firstLegacyId: 1012 }),
  ...buttons('system.dept', crudButtons(P.dept), { firstLegacyId: 1016 }),
  ...buttons('system.post', crudButtons(P.post), { firstLegacyId: 1020 }),
  ...granted(
    ['common'],
    [
      ...buttons('system.dict', crudButtons(P.dict), { firstLegacyId: 1025 }),
      ...buttons('system.config', crudButtons(P.config), { firstLegacyId: 1030 }),
    ],
    (m) => m.perms === P.dict.query || m.perms === P.config.query,
  ),
  ...buttons('system.notice', crudButtons(P.notice), { firstLegacyId: 1035 }),
  ...buttons(
    'system.operlog',
    { 查询: P.operlog.query, 删除: P.operlog.remove, 导出: P.operlog.export },
    {
      firstLegacyId: 1039,
    },
  ),
  ...buttons(
    'system.logininfor',
    { 查询: P.logininfor.query, 删除: P.logininfor.remove, 导出: P.logininfor.export, 账户解锁: P.logininfor.unlock },
    { firstLegacyId: 1042 },
  ),
]

type ConfigSeed = [name: string, key: string, value: string, remark: string]

/** Built-in configuration rows (type Y: administrators may change the value but not delete the key). */
async function seedConfigs(tx: Tx, configs: ConfigSeed[], now: Date, firstId?: number) {
  await tx
    .insert(sysConfig)
    .values(
      configs.map(([configName, configKey, configValue, remark], i) => ({
        configId: firstId === undefined ? undefined : firstId + i,
        configName,
        configKey,
        configValue,
        configType: 'Y',
        remark,
        createBy: 'admin',
        createTime: now,
      })),
    )
    .onConflictDoNothing()
}

export const SYSTEM_DICTS: DictSeed[] = [
  dict(
    DICT.userSex,
    '用户性别',
    '用户性别列表',
    ['男', '0', 'default', 'Y'],
    ['女', '1', 'default'],
    ['未知', '2', 'default'],
  ),
  dict(DICT.showHide, '菜单状态', '菜单状态列表', ['显示', '0', 'primary', 'Y'], ['隐藏', '1', 'danger']),
  dict(DICT.normalDisable, '系统开关', '系统开关列表', ['正常', '0', 'primary', 'Y'], ['停用', '1', 'danger']),
  dict(DICT.yesNo, '系统是否', '系统是否列表', ['是', 'Y', 'primary', 'Y'], ['否', 'N', 'danger']),
  dict(DICT.noticeType, '通知类型', '通知类型列表', ['通知', '1', 'warning', 'Y'], ['公告', '2', 'success']),
  dict(DICT.noticeStatus, '通知状态', '通知状态列表', ['正常', '0', 'primary', 'Y'], ['关闭', '1', 'danger']),
  dict(
    DICT.operType,
    '操作类型',
    '操作类型列表',
    ['其他', '0', 'info'],
    ['新增', '1', 'info'],
    ['修改', '2', 'info'],
    ['删除', '3', 'danger'],
    ['授权', '4', 'primary'],
    ['导出', '5', 'warning'],
    ['导入', '6', 'warning'],
    ['强退', '7', 'danger'],
    ['生成代码', '8', 'warning'],
    ['清空数据', '9', 'danger'],
  ),
  dict(DICT.commonStatus, '系统状态', '登录状态列表', ['成功', '0', 'primary'], ['失败', '1', 'danger']),
]

export const SYSTEM_CONFIGS: ConfigSeed[] = [
  [
    '主框架页-默认皮肤样式名称',
    'sys.index.skinName',
    'skin-blue',
    '蓝色 skin-blue、绿色 skin-green、紫色 skin-purple、红色 skin-red、黄色 skin-yellow',
  ],
  ['用户管理-账号初始密码', 'sys.user.initPassword', '', '管理员新建或重置用户时的初始密码；为空时必须手工填写'],
  ['主框架页-侧边栏主题', 'sys.index.sideTheme', 'theme-dark', '深色主题theme-dark，浅色主题theme-light'],
  ['账号自助-验证码开关', 'sys.account.captchaEnabled', 'true', '是否开启验证码功能（true开启，false关闭）'],
  ['账号自助-是否开启用户注册功能', 'sys.account.registerUser', 'false', '是否开启注册用户功能（true开启，false关闭）'],
  [
    '用户登录-黑名单列表',
    'sys.login.blackIPList',
    '',
    '设置登录IP黑名单限制，多个匹配项以;分隔，支持匹配（*通配、网段）',
  ],
  [
    '用户管理-初始密码修改策略',
    'sys.account.initPasswordModify',
    '1',
    '0：初始密码修改策略关闭；1：提醒并强制用户修改初始密码',
  ],
  ['用户管理-账号密码更新周期', 'sys.account.passwordValidateDays', '0', '密码更新周期（填写数字，0为不限制）'],
  [
    '用户管理-密码字符范围',
    'sys.account.chrtype',
    '0',
    '0任意字符，1纯数字，2纯字母，3字母和数字，4字母数字和特殊字符',
  ],
  ['文件上传-大小上限（MB）', 'sys.upload.maxSize', '10', '单个上传文件的最大体积，单位 MB（硬上限 100）'],
]

const DEPTS: [id: number, parentId: number, ancestors: string, name: string, order: number][] = [
  [100, 0, '0', '综合科技集团', 0],
  [101, 100, '0,100', '集团总部', 1],
  [102, 100, '0,100', '华南分公司', 2],
  [103, 101, '0,100,101', '研发部门', 1],
  [104, 101, '0,100,101', '市场部门', 2],
  [105, 101, '0,100,101', '测试部门', 3],
  [106, 101, '0,100,101', '财务部门', 4],
  [107, 101, '0,100,101', '运维部门', 5],
  [108, 102, '0,100,102', '市场部门', 1],
  [109, 102, '0,100,102', '财务部门', 2],
]

const NOTICES: [title: string, type: '1' | '2', content: string][] = [
  [
    '欢迎使用综合工作平台',
    '2',
    '<p>综合工作平台已上线：系统管理、流程审批、主数据、项目、隐患上报、技改项目库、OKR 与统计报表在一个入口完成。</p>',
  ],
  [
    '首次登录请修改初始密码',
    '1',
    '<p>为保障账号安全，首次登录时系统会要求修改初始密码，新密码请勿与其他系统相同。</p>',
  ],
  ['系统维护通知', '1', '<p>平台将于每周日 22:00–23:00 进行例行维护，期间可能短暂无法访问。</p>'],
]

export const systemSeed: SeedStep = {
  name: 'system-0001-base',
  async run(tx, { initialPassword, now }) {
    const audit = { createBy: 'admin', createTime: now }
    await tx.insert(sysDept).values(
      DEPTS.map(([deptId, parentId, ancestors, deptName, orderNum]) => ({
        deptId,
        parentId,
        ancestors,
        deptName,
        orderNum,
        leader: '管理员',
        phone: '15888888888',
        email: 'admin@example.com',
        ...audit,
      })),
    )
    await tx.insert(sysPost).values([
      { postId: 1, postCode: 'ceo', postName: '董事长', postSort: 1, ...audit },
      { postId: 2, postCode: 'se', postName: '项目经理', postSort: 2, ...audit },
      { postId: 3, postCode: 'hr', postName: '人力资源', postSort: 3, ...audit },
      { postId: 4, postCode: 'user', postName: '普通员工', postSort: 4, ...audit },
    ])
    await tx.insert(sysRole).values([
      {
        roleId: 1,
        roleName: '超级管理员',
        roleKey: 'admin',
        roleSort: 1,
        dataScope: '1',
        remark: '超级管理员',
        ...audit,
      },
      { roleId: 2, roleName: '普通角色', roleKey: 'common', roleSort: 2, dataScope: '2', remark: '普通角色', ...audit },
    ])
    await tx.insert(sysRoleDept).values([100, 101, 105].map((deptId) => ({ roleId: 2, deptId })))
    const hash = await hashPassword(initialPassword)
    await tx.insert(sysUser).values([
      {
        userId: 1,
        deptId: 103,
        userName: 'admin',
        nickName: '管理员',
        email: 'admin@example.com',
        phonenumber: '15888888888',
        sex: '1',
        password: hash,
        remark: '管理员',
        ...audit,
      },
      {
        userId: 2,
        deptId: 105,
        userName: 'ry',
        nickName: '测试员',
        email: 'ry@example.com',
        phonenumber: '15666666666',
        sex: '1',
        password: hash,
        remark: '测试员',
        ...audit,
      },
    ])
    await tx.insert(sysUserRole).values([
      { userId: 1, roleId: 1 },
      { userId: 2, roleId: 2 },
    ])
    await tx.insert(sysUserPost).values([
      { userId: 1, postId: 1 },
      { userId: 2, postId: 2 },
    ])
    await seedDicts(tx, SYSTEM_DICTS, now, { type: 1, data: 1 })
    await seedConfigs(tx, SYSTEM_CONFIGS, now, 1)
    await tx.insert(sysNotice).values(
      NOTICES.map(([noticeTitle, noticeType, noticeContent], i) => ({
        noticeId: i + 1,
        noticeTitle,
        noticeType,
        noticeContent,
        createBy: 'admin',
        createTime: new Date(now.getTime() - (NOTICES.length - i) * 60_000),
      })),
    )
  },
}
