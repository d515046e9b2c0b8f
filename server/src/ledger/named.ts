import {
  field as f,
  ledgerPermissions,
  LEDGER_PERMISSIONS,
  LEDGER_VIEW,
  MASTERDATA_PERMISSIONS,
  MDM_COMPONENTS,
  PROJECT_COMPONENTS,
  PROJECT_PERMISSIONS,
  STAT_COMPONENTS,
  STAT_KIND_PERMISSIONS,
  SYSTEM_PERMISSIONS,
  type LedgerDraft,
} from '@wp/contract'
import { buttons, crudButtons, dir, page, type MenuEntry } from '../directory'

/**
 * The product's named menus (spec: "client, member, address, finance, task, source, human resources, notification";
 * design notes §7). Four are ledgers defined at run time, seeded as published definitions (an administrator may
 * change them like any other); the other four are modules that exist, and their menus open those modules' screens.
 */
const all = { list: true, search: true, form: true, export: true } as const
const shown = { list: true, form: true, export: true } as const

export const NAMED_LEDGERS: readonly LedgerDraft[] = [
  {
    code: 'client',
    title: '客户管理',
    noun: '客户',
    name: 'name',
    sheet: '客户数据',
    sort: { fields: ['recordId', 'name', 'grade', 'createTime'], order: [['recordId', 'desc']] },
    unique: [{ fields: ['creditCode'] }],
    fields: [
      f.text('name', '客户名称', { required: true, maxLength: 100, ...all, list: { width: 200, sorter: true } }),
      f.text('creditCode', '统一社会信用代码', {
        maxLength: 18,
        pattern: { regex: '[0-9A-Z]{18}', message: '统一社会信用代码应为18位数字或大写字母' },
        ...all,
        form: { span: 12 },
      }),
      f.choice(
        'clientType',
        '客户类型',
        { '1': '企业', '2': '事业单位', '3': '政府机关', '9': '其他' },
        {
          ...all,
          form: { span: 12 },
        },
      ),
      f.text('industry', '所属行业', { maxLength: 50, ...shown, form: { span: 12 } }),
      f.text('contactName', '联系人', { maxLength: 30, ...shown, form: { span: 12 } }),
      f.text('contactPhone', '联系电话', { maxLength: 20, rules: ['contact'], ...shown, form: { span: 12 } }),
      f.choice('grade', '客户等级', { A: 'A 级', B: 'B 级', C: 'C 级' }, { ...all, form: { span: 12 } }),
      f.text('address', '地址', { maxLength: 200, form: true, export: true }),
      f.status({ list: { switch: true }, search: true, form: true, export: true }),
    ],
  },
  {
    code: 'member',
    title: '会员管理',
    noun: '会员',
    name: 'memberName',
    sort: { fields: ['recordId', 'memberName', 'joinDate'], order: [['recordId', 'desc']] },
    unique: [{ fields: ['memberNo'] }],
    fields: [
      f.text('memberNo', '会员编号', { required: true, maxLength: 30, ...all, form: { span: 12 } }),
      f.text('memberName', '会员名称', { required: true, maxLength: 100, ...all, form: { span: 12 } }),
      f.choice('memberLevel', '会员级别', { '1': '普通会员', '2': '理事单位', '3': '常务理事单位' }, { ...all }),
      f.text('principal', '负责人', { maxLength: 30, ...shown, form: { span: 12 } }),
      f.text('phone', '联系电话', { maxLength: 20, rules: ['contact'], ...shown, form: { span: 12 } }),
      f.date('joinDate', '入会日期', { ...all, list: { width: 120, sorter: true }, form: { span: 12 } }),
      f.status({ list: true, search: true, form: true, export: true }),
    ],
  },
  {
    code: 'address',
    title: '通讯录',
    noun: '联系人',
    name: 'personName',
    sort: { fields: ['recordId', 'sortNo', 'personName'], order: [['sortNo', 'asc']] },
    fields: [
      f.text('personName', '姓名', { required: true, maxLength: 30, ...all, form: { span: 12 } }),
      f.text('deptName', '部门', { maxLength: 50, ...all, form: { span: 12 } }),
      f.text('post', '职务', { maxLength: 50, ...shown, form: { span: 12 } }),
      f.text('officePhone', '办公电话', { maxLength: 20, rules: ['contact'], ...shown, form: { span: 12 } }),
      f.text('mobile', '手机号码', { maxLength: 11, rules: ['phone'], ...all, form: { span: 12 } }),
      f.text('email', '电子邮箱', { maxLength: 50, rules: ['email'], ...shown, form: { span: 12 } }),
      f.integer('sortNo', '显示顺序', {
        min: 0,
        max: 9999,
        default: 0,
        list: { width: 100, sorter: true },
        form: { span: 12 },
      }),
      f.boolean('visible', '是否公开', { default: true, list: true, form: { span: 12 }, export: true }),
    ],
  },
  {
    code: 'finance',
    title: '财务台账',
    noun: '财务记录',
    name: 'voucherNo',
    sheet: '财务台账',
    sort: { fields: ['recordId', 'bizDate', 'amount'], order: [['bizDate', 'desc']] },
    fields: [
      f.date('bizDate', '业务日期', { required: true, ...all, list: { width: 120, sorter: true }, form: { span: 12 } }),
      f.choice(
        'subject',
        '科目',
        { '1001': '库存现金', '1002': '银行存款', '6001': '主营业务收入', '6602': '管理费用', '6603': '财务费用' },
        { required: true, ...all, form: { span: 12 } },
      ),
      f.choice(
        'direction',
        '收支方向',
        { in: '收入', out: '支出' },
        {
          required: true,
          ...all,
          form: { span: 12, control: 'radio' },
        },
      ),
      f.money('amount', '金额', {
        required: true,
        min: 0,
        unit: '万元',
        ...shown,
        list: { sorter: true },
        form: { span: 12 },
      }),
      f.text('voucherNo', '凭证号', { maxLength: 30, ...all, form: { span: 12 } }),
      f.textarea('summary', '摘要', { maxLength: 500, form: true, export: true }),
      f.file('attachments', '附件', { form: true }),
    ],
  },
]

const ROOT = 'ledger.root'
const D = LEDGER_PERMISSIONS.definition

/** The stable key of a ledger's page (its buttons' keys start with it and a slash). */
export const ledgerMenuKey = (code: string) => `ledger.dyn.${code}`

/** The page and buttons of a published ledger, by its code (seeded ones under stable keys; others added on publish). */
export function ledgerMenu(code: string, title: string, order: number): MenuEntry[] {
  const P = ledgerPermissions(code)
  const key = ledgerMenuKey(code)
  return [
    page(key, ROOT, title, order, code, LEDGER_VIEW, P.list, 'list', { query: JSON.stringify({ code }) }),
    ...buttons(key, { ...crudButtons(P), 导入: P.import }),
  ]
}

/**
 * 业务台账: the named menus — the four seeded ledgers, the four that open existing modules (通知公告 with its read
 * receipts and the navbar's bell: system/notice; 数据源: master data's data sources; 工作任务: the project work plan;
 * 人力资源: the statistics employee register) — and 台账定义, where ledgers are defined and published.
 */
export const LEDGER_MENUS: MenuEntry[] = [
  dir(ROOT, undefined, '业务台账', 9, 'ledger', 'documentation'),
  ...NAMED_LEDGERS.flatMap((d, i) => ledgerMenu(d.code, d.title, i + 1)),
  page(
    'ledger.notification',
    ROOT,
    '通知公告',
    11,
    'notification',
    'system/notice/index',
    SYSTEM_PERMISSIONS.notice.list,
    'message',
  ),
  page(
    'ledger.source',
    ROOT,
    '数据源',
    12,
    'source',
    MDM_COMPONENTS.source,
    MASTERDATA_PERMISSIONS.source.list,
    'server',
  ),
  page(
    'ledger.task',
    ROOT,
    '工作任务',
    13,
    'task',
    PROJECT_COMPONENTS.workPlan,
    PROJECT_PERMISSIONS.plan.query,
    'date',
  ),
  page(
    'ledger.humanResources',
    ROOT,
    '人力资源',
    14,
    // the register's kind in the path too, so the page opens from a bookmark without the menu's query
    'humanResources/employeeDetail',
    STAT_COMPONENTS.entry,
    STAT_KIND_PERMISSIONS.employeeDetail.list,
    'peoples',
    {
      query: JSON.stringify({ kind: 'employeeDetail' }),
    },
  ),
  page('ledger.definition', ROOT, '台账定义', 20, 'definition', 'ledger/definition/index', D.list, 'edit'),
  ...buttons('ledger.definition', { ...crudButtons(D), 发布: D.publish }),
]

/** The permissions of the seeded ledgers (the catalogue); ledgers published later add theirs with their menus. */
export const NAMED_LEDGER_PERMISSIONS = NAMED_LEDGERS.flatMap((d) => Object.values(ledgerPermissions(d.code)))
