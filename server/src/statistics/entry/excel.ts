import type { StatImportResult } from '@wp/contract'
import type { SessionAccess } from '../../auth/session'
import type { AppContext } from '../../context'
import { ServiceError } from '../../http/errors'
import type { ExcelColumn } from '../../http/excel'
import { readSheet } from '../../http/excel-import'
import type { Kind } from '../tables'
import { emitChange } from '../stream/events'
import { saveRow } from './service'
import { checkRow, dictLabel, parsePeriod } from './validation'

export const IMPORT_MAX_BYTES = 5 * 1024 * 1024
export const IMPORT_MAX_ROWS = 5000

const ORG_HEADER = '单位编号'
const ORG_NAME_HEADER = '单位名称'
const PERIOD_HEADER = '统计期'
const STATUS_LABEL: Record<string, string> = { '0': '草稿', '1': '已提交', '2': '已审核', '9': '已退回' }

/** The template's columns: the organisation's number, the period for periodic kinds, then every field by label. */
export function templateColumns(k: Kind): ExcelColumn<Record<string, unknown>>[] {
  return [
    { header: ORG_HEADER, key: 'orgId', width: 12 },
    ...(k.d.periodType ? [{ header: PERIOD_HEADER, key: 'periodKey', width: 12 }] : []),
    ...k.d.fields.map((f) => ({ header: f.unit ? `${f.label}（${f.unit}）` : f.label, key: f.key, width: 18 })),
  ]
}

/** The export's columns: as the template (so an export can be imported again) with the name and state beside. */
export function exportColumns(k: Kind): ExcelColumn<Record<string, unknown>>[] {
  const [org, ...rest] = templateColumns(k)
  return [
    org,
    { header: ORG_NAME_HEADER, key: 'orgName', width: 20 },
    ...rest.map((c) => {
      const f = k.d.fields.find((x) => x.key === c.key)
      return f?.type === 'dict' ? { ...c, format: (v: unknown) => dictLabel(f.dictType, v) } : c
    }),
    { header: '填报状态', key: 'reportStatus', width: 10, format: (v) => STATUS_LABEL[String(v)] ?? '' },
  ]
}

/**
 * Imports rows from the template as drafts, each through the same rules as a save (scope, state, checks, locks,
 * uniqueness); a periodic row of an existing organisation and period updates it. Every refused row is reported
 * with its sheet row number and all its reasons; the good rows are kept.
 */
export async function importRows(
  ctx: AppContext,
  user: SessionAccess,
  k: Kind,
  file: Buffer,
): Promise<StatImportResult> {
  const { header, rows } = await readSheet(file, IMPORT_MAX_ROWS)
  const columns = templateColumns(k)
  const at = new Map(columns.map((c) => [c.key, header.indexOf(c.header)]))
  // Headers without the unit are accepted too.
  for (const f of k.d.fields) if (at.get(f.key) === -1) at.set(f.key, header.indexOf(f.label))
  if (at.get('orgId') === -1 || (k.d.periodType && at.get('periodKey') === -1))
    throw new ServiceError(
      `导入文件缺少“${ORG_HEADER}”${k.d.periodType ? `或“${PERIOD_HEADER}”` : ''}列，请使用导入模板`,
      400,
    )
  if (!rows.length) throw new ServiceError('导入文件没有数据', 400)
  const result: StatImportResult = { inserted: 0, updated: 0, failed: [] }
  const changed: { id: number; orgId: number; periodKey: string | null }[] = []
  for (const { line, cells } of rows) {
    const raw: Record<string, unknown> = {}
    for (const [key, i] of at) raw[key] = i >= 0 ? (cells[i] ?? '') : ''
    const orgId = Number(raw.orgId)
    if (!Number.isInteger(orgId) || orgId <= 0) {
      result.failed.push({ row: line, errors: [`${ORG_HEADER}应为正整数`] })
      continue
    }
    const early = [
      ...(k.d.periodType ? [parsePeriod(k.d.periodType, raw.periodKey)] : []).flatMap((p) =>
        'error' in p ? [p.error] : [],
      ),
      ...checkRow(k.d, raw, 'draft').errors,
    ]
    if (early.length) {
      result.failed.push({ row: line, errors: early })
      continue
    }
    try {
      const outcome = await saveRow(ctx, user, k, { ...raw, orgId, id: undefined }, { quiet: true })
      if (outcome.created) result.inserted++
      else result.updated++
      changed.push({ id: outcome.id, orgId, periodKey: typeof raw.periodKey === 'string' ? raw.periodKey : null })
    } catch (err) {
      if (!(err instanceof ServiceError)) throw err
      const reasons = err.message.replace(/^[^：]*校验失败：/, '').split('；')
      result.failed.push({ row: line, errors: reasons })
    }
  }
  if (changed.length) emitChange(ctx, k, 'import', changed)
  return result
}

/** The import's reply message, as the family words it. */
export function importMessage(r: StatImportResult) {
  const done = r.inserted + r.updated
  if (!r.failed.length) return `导入成功：共 ${done} 条（新增 ${r.inserted}，更新 ${r.updated}）`
  return `导入完成：成功 ${done} 条，失败 ${r.failed.length} 条`
}
