import { checkResource } from '../resource/check'
import type {
  FieldDescription,
  ResourceDescription,
  ResourcePermissions,
  SortDirection,
  UniqueRule,
} from '../resource/language'
import { ledgerPermissions } from './permissions'

/**
 * A ledger as its administrator writes it: a code, the names, and fields in the resource description language
 * (`FieldDescription`: types, labels, dictionaries or fixed options, required, list / search / form / export roles),
 * the sort allowlist and order, uniqueness. `ledgerResource` completes it into the `ResourceDescription` both sides
 * draw the screens and routes from — the path, the id, the permissions `dyn:{code}:…`, the record's organisation
 * (data scope) and audit fields — so a ledger that outgrows the generic screens can become a coded module by pasting
 * that description into a `resources.ts`.
 */
export interface LedgerDraft {
  /** lower-case letters and digits, starting with a letter: `client` (menu path, permissions, API path) */
  readonly code: string
  /** the menu's and the log's name: 客户管理 */
  readonly title: string
  /** what one record is called: 客户 (default the title) */
  readonly noun?: string
  /** the field that names a record in messages (default the first text field) */
  readonly name?: string
  readonly fields: readonly FieldDescription[]
  readonly sort?: {
    readonly fields?: readonly string[]
    readonly order?: readonly (readonly [key: string, direction: SortDirection])[]
  }
  readonly unique?: readonly UniqueRule[]
  /** the export sheet's name (default the noun) */
  readonly sheet?: string
  readonly dialog?: { readonly width?: number; readonly labelWidth?: number; readonly fullScreen?: boolean }
}

/** The fields every ledger's records carry, set by the server: the id, the organisation (data scope), audit. */
export const LEDGER_SYSTEM_FIELDS = {
  recordId: { key: 'recordId', label: '记录编号', type: 'integer', readonly: true },
  deptId: {
    key: 'deptId',
    label: '所属单位',
    type: 'dept',
    readonly: true,
    list: { width: 140 },
    search: true,
    export: true,
  },
  createBy: { key: 'createBy', label: '创建者', type: 'text', readonly: true, list: { width: 100, hidden: true } },
  createTime: {
    key: 'createTime',
    label: '创建时间',
    type: 'datetime',
    readonly: true,
    list: { width: 170 },
    export: true,
    search: { params: ['beginTime', 'endTime'] },
  },
  updateTime: { key: 'updateTime', label: '更新时间', type: 'datetime', readonly: true },
} as const satisfies Record<string, FieldDescription>

export const LEDGER_RESERVED_KEYS: readonly string[] = [...Object.keys(LEDGER_SYSTEM_FIELDS), 'updateBy', 'ledgerCode']

export const LEDGER_CODE = /^[a-z][a-z0-9]{1,31}$/

/** The API path of a ledger's records: `/ledger/data/client` (`GET …/list`, `POST …/export`, `POST …/importData`). */
export const ledgerPath = (code: string) => `/ledger/data/${code}`

/** The portal's path of a ledger's screen (a menu's path under 业务台账 is the code). */
export const LEDGER_VIEW = 'ledger/data/index'

/** The complete description of a ledger's records, drawn from what its administrator wrote. */
export function ledgerResource(draft: LedgerDraft): ResourceDescription {
  const S = LEDGER_SYSTEM_FIELDS
  // every action of a ledger's records is an action of the description: its CRUD, export and import
  const permissions: ResourcePermissions = { ...ledgerPermissions(draft.code) }
  const firstText = draft.fields.find((f) => f.type === 'text')
  return {
    module: 'ledger',
    key: draft.code,
    title: draft.title,
    noun: draft.noun ?? draft.title,
    path: ledgerPath(draft.code),
    id: 'recordId',
    ...(draft.name || firstText ? { name: draft.name ?? firstText!.key } : {}),
    fields: [S.recordId, ...draft.fields, S.deptId, S.createBy, S.createTime, S.updateTime],
    permissions,
    sort: {
      fields: draft.sort?.fields ?? [],
      order: draft.sort?.order ?? [['recordId', 'desc']],
    },
    ...(draft.unique ? { unique: draft.unique } : {}),
    dataScope: { dept: 'deptId', createBy: 'createBy' },
    ...(draft.sheet ? { sheet: draft.sheet } : {}),
    ...(draft.dialog ? { dialog: draft.dialog } : {}),
  }
}

const DRAFT_KEYS = ['code', 'title', 'noun', 'name', 'fields', 'sort', 'unique', 'sheet', 'dialog']

/**
 * What is wrong with a ledger's draft, in Chinese, one line a problem (none: it may be published): its own rules (a
 * code, no field of the server's, no field set by the server), then the language's `checkResource` on the complete
 * description.
 */
export function checkLedger(value: unknown): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return ['台账定义应为对象']
  const d = value as Record<string, unknown>
  const problems: string[] = []
  for (const key of Object.keys(d)) if (!DRAFT_KEYS.includes(key)) problems.push(`台账：未知的属性 ${key}`)
  if (typeof d.code !== 'string' || !LEDGER_CODE.test(d.code))
    problems.push('台账：编码应为 2–32 位小写字母或数字，以字母开头')
  if (typeof d.title !== 'string' || !d.title.trim()) problems.push('台账：名称不能为空')
  if (!Array.isArray(d.fields) || d.fields.length === 0) return [...problems, '台账：至少需要一个字段']
  for (const [i, f] of (d.fields as unknown[]).entries()) {
    if (typeof f !== 'object' || f === null || Array.isArray(f)) {
      problems.push(`字段 #${i + 1}：应为对象`)
      continue
    }
    const field = f as Record<string, unknown>
    const where = `字段 ${String(field.key)}`
    if (typeof field.key === 'string' && LEDGER_RESERVED_KEYS.includes(field.key))
      problems.push(`${where}：与系统字段同名`)
    if (field.readonly || field.computed) problems.push(`${where}：台账字段不能设为只读或计算字段`)
    // a ledger keeps what it is given as it is: no secret belongs in it
    if (field.type === 'password') problems.push(`${where}：台账字段不能是密码`)
  }
  if (problems.length) return problems
  return checkResource(ledgerResource(d as unknown as LedgerDraft))
}
