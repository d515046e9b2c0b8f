// The parts of an entry screen that come from a kind's description: the dialog's fields, the list's columns and each
// row's actions by its state. One set of builders for the seventeen kinds.
import {
  CheckOutlined,
  HistoryOutlined,
  PaperClipOutlined,
  RollbackOutlined,
  SendOutlined,
  UnlockOutlined,
} from '@ant-design/icons'
import {
  REPORT_STATUS,
  STAT_KIND_PERMISSIONS,
  type AnyStatRow,
  type StatFormContext,
  type StatKind,
  type StatKindDescription,
} from '@wp/contract'
import { DictTag, formatMoney, toFormRule } from '@wp/kit'
import type { Choice, ColumnSpec, ExtraAction, FormField, ScreenContext, TreeChoice } from '@wp/ui'
import { Tooltip } from 'antd'
import { approveRows, returnRows, submitRows, unlockRows } from './api'
import { figureCheck, isNumeric, kitChecks, labelOf, listFields, lockOf } from './describe'
import { FieldControl } from './FieldControl'

export type Values = Record<string, unknown> & { orgId?: number; periodKey?: string }
/** What the dialog loaded: the locks and whether the row may change now. */
export type Loaded = Pick<StatFormContext, 'locks' | 'editable'>

/** Draft and returned rows are the filler's to change; submitted and approved ones are not. */
export const editableStatus = (s: unknown) =>
  s === REPORT_STATUS.DRAFT || s === REPORT_STATUS.RETURNED || s === undefined

/** The body the server receives: numbers as numbers, empty figures as null. */
export function bodyOf(kind: StatKindDescription, values: Values, id?: number): Record<string, unknown> {
  const body: Record<string, unknown> = { ...values, ...(id ? { id } : {}) }
  for (const f of kind.fields) {
    const v = body[f.key]
    if (isNumeric(f))
      body[f.key] = v === '' || v === undefined || v === null ? null : Number(String(v).replace(/,/g, ''))
  }
  return body
}

/** The dialog: organisation, period (periodic kinds), then every field of the description with its checks. */
export function entryFields(
  kind: StatKindDescription,
  orgs: readonly TreeChoice[],
  periods: readonly Choice[],
): FormField<Values, Loaded>[] {
  // Without the department tree (a filler who may not list departments) the server takes the user's own company.
  const head: FormField<Values, Loaded>[] = orgs.length
    ? [
        {
          name: 'orgId',
          label: '填报单位',
          kind: 'tree-select',
          required: true,
          span: 12,
          tree: () => [...orgs],
          testId: 'stat-field-orgId',
        },
      ]
    : []
  if (kind.periodType)
    head.push({
      name: 'periodKey',
      label: '统计期',
      kind: 'select',
      required: true,
      span: 12,
      options: periods,
      testId: 'stat-field-periodKey',
    })
  return [
    ...head,
    ...kind.fields.map((f): FormField<Values, Loaded> => ({
      name: f.key,
      label: labelOf(f),
      required: !!f.required,
      span: f.multiline || f.richText ? 24 : 12,
      rules: [toFormRule(figureCheck(f)), ...kitChecks(f).map(toFormRule)],
      ...(f.type === 'dict'
        ? { kind: 'select' as const, dict: f.dictType, testId: `stat-field-${f.key}` }
        : {
            render: ({ data }) => (
              <FieldControl field={f} lock={lockOf(data?.locks, f.key)} readOnly={data ? !data.editable : false} />
            ),
          }),
    })),
  ]
}

function statusCell(value: unknown, row: AnyStatRow) {
  const tag = <DictTag type="stat_report_status" value={String(value ?? '')} />
  if (value !== REPORT_STATUS.RETURNED || !row.auditOpinion) return tag
  return (
    <Tooltip title={`退回意见：${row.auditOpinion}`}>
      <span data-testid="stat-returned">{tag}</span>
    </Tooltip>
  )
}

/** The list: organisation, period, the kind's key figures, the state (with the return opinion), the last change. */
export function entryColumns(kind: StatKindDescription): ColumnSpec<AnyStatRow>[] {
  return [
    { key: 'orgName', title: '填报单位', width: 160 },
    ...(kind.periodType ? [{ key: 'periodKey', title: '统计期', width: 100 }] : []),
    ...listFields(kind).map((f): ColumnSpec<AnyStatRow> => ({
      key: f.key,
      title: labelOf(f),
      align: isNumeric(f) ? 'right' : undefined,
      ...(f.type === 'dict' && f.dictType ? { dict: f.dictType } : {}),
      ...(f.type === 'money'
        ? { render: (v: unknown) => (v === null || v === undefined ? '' : formatMoney(Number(v))) }
        : {}),
    })),
    { key: 'reportStatus', title: '填报状态', width: 100, render: statusCell },
    { key: 'updateTime', title: '更新时间', width: 170, time: true },
  ]
}

export interface RowHandlers {
  /** asks for an opinion or a reason, runs the action, reloads */
  opinion: (title: string, label: string, run: (text: string) => Promise<unknown>, reload: () => Promise<void>) => void
  history: (id: number) => void
  files: (id: number) => void
}

/** A row's actions by its state: 提交 (draft, returned), 审核通过 / 退回 (submitted), 解锁 (approved), history, files. */
export function entryRowActions(
  kind: StatKindDescription,
  row: AnyStatRow,
  { confirm, message, reload }: ScreenContext<AnyStatRow>,
  handlers: RowHandlers,
): ExtraAction[] {
  const k = kind.kind as StatKind
  const P = STAT_KIND_PERMISSIONS[k]
  const actions: ExtraAction[] = []
  const status = row.reportStatus
  /** asks `question`; yes runs `act`, says `done` and reloads the list */
  const asked = (question: string, act: () => Promise<unknown>, done: string) => () =>
    confirm(
      async () => {
        await act()
        message.success(done)
        await reload()
      },
      { content: question },
    )
  if (editableStatus(status))
    actions.push({
      perm: P.submit,
      label: '提交',
      icon: <SendOutlined />,
      testId: 'stat-row-submit',
      onClick: asked(
        `确认提交"${row.orgName}${row.periodKey ? ' ' + row.periodKey : ''}"的${kind.title}吗？提交后不能修改。`,
        () => submitRows(k, [row.id]),
        '提交成功',
      ),
    })
  if (status === REPORT_STATUS.SUBMITTED) {
    actions.push({
      perm: P.audit,
      label: '审核通过',
      icon: <CheckOutlined />,
      testId: 'stat-row-approve',
      more: true,
      onClick: asked('确认审核通过吗？', () => approveRows(k, [row.id]), '审核通过'),
    })
    actions.push({
      perm: P.audit,
      label: '退回',
      icon: <RollbackOutlined />,
      testId: 'stat-row-return',
      more: true,
      onClick: () => handlers.opinion('退回', '退回意见', (t) => returnRows(k, [row.id], t), reload),
    })
  }
  if (status === REPORT_STATUS.APPROVED)
    actions.push({
      perm: P.unlock,
      label: '解锁',
      icon: <UnlockOutlined />,
      testId: 'stat-row-unlock',
      more: true,
      onClick: () => handlers.opinion('解锁', '解锁原因', (t) => unlockRows(k, [row.id], t), reload),
    })
  actions.push(
    {
      perm: P.query,
      label: '修改记录',
      icon: <HistoryOutlined />,
      testId: 'stat-row-history',
      more: true,
      onClick: () => handlers.history(row.id),
    },
    {
      perm: P.query,
      label: '附件',
      icon: <PaperClipOutlined />,
      testId: 'stat-row-files',
      more: true,
      onClick: () => handlers.files(row.id),
    },
  )
  return actions
}
