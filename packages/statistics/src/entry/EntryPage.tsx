import { STAT_KIND_PERMISSIONS, type AnyStatRow, type StatKind, type StatKindDescription } from '@wp/contract'
import { deleteQuestion, importAction, ListScreen, TreeFilter } from '@wp/ui'
import { Alert, App, Result } from 'antd'
import { useMemo, useState } from 'react'
import { exportRows, formContext, getRow, listRows, removeRows, saveRow } from './api'
import { AttachmentsDrawer } from './AttachmentsDrawer'
import { defaultPeriod, kindOf, periodChoices } from './describe'
import { HistoryDrawer } from './HistoryDrawer'
import { ImportDialog } from './ImportDialog'
import { OpinionDialog, type OpinionRequest } from './OpinionDialog'
import { bodyOf, editableStatus, entryColumns, entryFields, entryRowActions, type Loaded, type Values } from './spec'
import { useOrgs } from './useOrgs'

/**
 * 是否确认删除投资完成情况"集团本部 2026-05"？: each row named by its unit and period, and its own title when the kind
 * has one.
 */
function removeQuestion(title: string, rows: readonly AnyStatRow[], titleKey?: string): string {
  const name = (r: AnyStatRow) =>
    [r.orgName, r.periodKey, titleKey ? r[titleKey] : undefined].filter((v) => v != null && v !== '').join(' ')
  return deleteQuestion(title, rows.map(name))
}

/** One kind's screen, generated from its description (the seventeen kinds share it; none is written by hand). */
function KindScreen({ kind }: { kind: StatKindDescription }) {
  const k = kind.kind as StatKind
  const P = STAT_KIND_PERMISSIONS[k]
  const orgs = useOrgs()
  const [history, setHistory] = useState<number | null>(null)
  const [files, setFiles] = useState<number | null>(null)
  const [importing, setImporting] = useState(false)
  const [opinion, setOpinion] = useState<OpinionRequest | null>(null)
  const periods = useMemo(
    () => (kind.periodType ? periodChoices(kind.periodType).map((p) => ({ value: p, label: p })) : []),
    [kind.periodType],
  )
  const titleField = kind.titleField && kind.fields.find((f) => f.key === kind.titleField)
  const { notification } = App.useApp()
  /** Saves; what the server saved but asks to be checked stays on screen until closed (the dialog closes). */
  const save = async (values: Values, row?: AnyStatRow) => {
    const { warnings } = await saveRow(k, bodyOf(kind, values, row?.id))
    if (warnings.length)
      notification.warning({
        title: '已保存，请核对以下数据',
        description: <div data-testid="stat-save-warnings">{warnings.join('；')}</div>,
        duration: 0,
      })
  }

  return (
    <>
      <ListScreen<AnyStatRow, Values, Loaded>
        name={`stat-${k}`}
        rowKey="id"
        perms={{ query: P.query, add: P.add, edit: P.edit, remove: P.remove, export: P.export }}
        columnsKey={`statistics-${k}-columns`}
        load={(params) => listRows(k, params)}
        aside={(screen) => (
          <TreeFilter
            noun="单位名称"
            data-testid="stat-org-filter"
            nodes={orgs}
            value={screen.query.filters.orgId as number | undefined}
            onChange={(orgId) => screen.filter({ orgId })}
          />
        )}
        search={[
          { name: 'orgId', label: '填报单位', hidden: true },
          ...(kind.periodType
            ? [{ name: 'periodKey', label: '统计期', options: periods, testId: 'stat-search-period' }]
            : []),
          ...(titleField ? [{ name: 'keyword', label: titleField.label }] : []),
          { name: 'reportStatus', label: '填报状态', dict: 'stat_report_status' },
        ]}
        columns={entryColumns(kind)}
        actionsWidth={260}
        canRemove={(row) => editableStatus(row.reportStatus)}
        removeConfirm={(rows) => removeQuestion(kind.title, rows, titleField ? titleField.key : undefined)}
        remove={(rows) =>
          removeRows(
            k,
            rows.map((r) => r.id),
          )
        }
        exportFile={(params) => exportRows(k, params)}
        toolbar={() => [importAction(P.import, 'stat-import-open', () => setImporting(true))]}
        rowActions={(row, screen) =>
          entryRowActions(kind, row, screen, {
            opinion: (title, label, run, reload) =>
              setOpinion({
                title,
                label,
                required: true,
                run: async (text) => {
                  await run(text)
                  await reload()
                },
              }),
            history: setHistory,
            files: setFiles,
          })
        }
        dialog={{
          noun: kind.title,
          width: 960,
          labelWidth: 200,
          fields: entryFields(kind, orgs, periods),
          defaults: (screen) => ({
            orgId: screen.query.filters.orgId as number | undefined,
            ...(kind.periodType ? { periodKey: defaultPeriod(kind.periodType) } : {}),
          }),
          load: async (row) => {
            if (!row) return { data: { locks: [], editable: true } }
            if (kind.periodType && row.periodKey) {
              const ctx = await formContext(k, row.orgId, row.periodKey)
              return { values: (ctx.row ?? row) as Values, data: ctx }
            }
            const stored = await getRow(k, row.id)
            return { values: stored as Values, data: { locks: [], editable: editableStatus(stored.reportStatus) } }
          },
          save,
        }}
      />
      <HistoryDrawer kind={k} rowId={history} onClose={() => setHistory(null)} />
      <AttachmentsDrawer kind={k} rowId={files} canAdd canRemove onClose={() => setFiles(null)} />
      <ImportDialog kind={kind} open={importing} onClose={() => setImporting(false)} onImported={() => undefined} />
      <OpinionDialog request={opinion} onClose={() => setOpinion(null)} />
    </>
  )
}

/**
 * 手工填报 (component path statistics/entry/index): the screen of the kind the menu names (`?kind=investment`), or the
 * `kind` prop of an element or parcel.
 */
export default function EntryPage({ kind: prop }: { kind?: string }) {
  const kind = useMemo(() => kindOf(prop, window.location.search, window.location.pathname), [prop])
  if (!kind) return <Result status="404" title="未指定填报类别" subTitle="菜单应以 ?kind=investment 等指明填报类别" />
  return (
    <div data-testid="stat-entry" data-kind={kind.kind}>
      {kind.shape !== 'B' && (
        <Alert
          style={{ marginBottom: 12 }}
          type="info"
          showIcon
          title={`${kind.title}：每个单位每个统计期一张表，保存为草稿，提交后锁定；退回后可修改再提交。`}
        />
      )}
      <KindScreen key={kind.kind} kind={kind} />
    </div>
  )
}
