import { BUSINESS_TYPE, TECHREFIT_DICT_TYPES as D, TECHREFIT_PERMISSIONS, TR_API, TR_SASAC } from '@wp/contract'
import { and, asc, eq, inArray } from 'drizzle-orm'
import { z } from 'zod'
import type { SessionUser } from '../auth/session'
import type { AppContext } from '../context'
import { deptNames, dictLabels } from '../directory'
import { ok } from '../http/envelope'
import { ServiceError } from '../http/errors'
import { readSheet } from '../http/excel-import'
import { rowScopeOf } from '../http/resource'
import type { Router } from '../http/route'
import { optional, optionalId, optionalText } from '../http/validation'
import { scopeSql } from './library'
import { linkableProject } from './linked'
import { sasacStatusOf } from './rules'
import { trProject, trSasacProject } from './schema'

/**
 * 国资委报送表: the SASAC ledger in the fixed layout a return uses — the title, the reporting unit and the money unit,
 * the header, the rows, a 合计 row, and the signature row (单位负责人 / 填表人 / 联系电话 / 填报日期) — and the same
 * sheet read back, each bad row reported with its reasons.
 */

/** The sheet's columns, in order: header, width, and how a row's value reads. */
const COLUMNS = [
  { header: '项目编码', key: 'projectCode', width: 20 },
  { header: '项目名称', key: 'projectName', width: 30 },
  { header: '建设单位', key: 'orgId', width: 18 },
  { header: '报送年度', key: 'reportYear', width: 10 },
  { header: '报送类型', key: 'reportType', width: 22, dict: D.reportType },
  { header: '国资委系统项目编码', key: 'sasacProjectCode', width: 20 },
  { header: '投资类别', key: 'investmentCategory', width: 14, dict: D.investmentCategory },
  { header: '是否主业', key: 'isCoreBusiness', width: 10, yesNo: true },
  { header: '是否战新', key: 'isStrategicEmerging', width: 10, yesNo: true },
  { header: '是否境外', key: 'isOverseas', width: 10, yesNo: true },
  { header: '负面清单核查', key: 'negativeListCheck', width: 22, dict: D.negativeList },
  { header: '总投资（万元）', key: 'totalInvestment', width: 14, money: true },
  { header: '本年计划投资（万元）', key: 'plannedInvestmentYear', width: 16, money: true },
  { header: '报送日期', key: 'reportDate', width: 12 },
  { header: '报送状态', key: 'reportStatus', width: 14, dict: D.sasacStatus },
] as const

const TITLE_SUFFIX = '技改项目国资委报送表'
const SIGNATURE = '单位负责人：'
const MAX_ROWS = 5000

const dictsOf = async (ctx: AppContext) =>
  new Map(
    await Promise.all(
      [D.reportType, D.investmentCategory, D.negativeList, D.sasacStatus].map(
        async (t) => [t, await dictLabels(ctx, t)] as const,
      ),
    ),
  )

/** The rows a caller may see, filtered, in the ledger's order. */
async function ledger(
  ctx: AppContext,
  user: SessionUser,
  filter: { reportYear?: number; reportType?: string; orgId?: number },
) {
  const scope = await rowScopeOf(ctx, TR_SASAC, user)
  return ctx.db
    .select()
    .from(trSasacProject)
    .where(
      and(
        filter.reportYear ? eq(trSasacProject.reportYear, filter.reportYear) : undefined,
        filter.reportType ? eq(trSasacProject.reportType, filter.reportType) : undefined,
        filter.orgId ? eq(trSasacProject.orgId, filter.orgId) : undefined,
        scopeSql(scope, trSasacProject.orgId, trSasacProject.createBy),
      ),
    )
    .orderBy(asc(trSasacProject.orgId), asc(trSasacProject.reportType), asc(trSasacProject.projectCode))
    .limit(MAX_ROWS)
}

/** The workbook of the fixed layout, as bytes. */
export async function sasacSheet(
  ctx: AppContext,
  user: SessionUser,
  filter: { reportYear?: number; reportType?: string; orgId?: number },
): Promise<Buffer> {
  const rows = await ledger(ctx, user, filter)
  const dicts = await dictsOf(ctx)
  const names = await deptNames(ctx, [...rows.map((r) => r.orgId), filter.orgId ?? user.deptId ?? null])
  const { default: ExcelJS } = await import('exceljs')
  const wb = new ExcelJS.Workbook()
  const sheet = wb.addWorksheet('国资委报送表')
  const width = COLUMNS.length + 1
  sheet.columns = [{ width: 6 }, ...COLUMNS.map((c) => ({ width: c.width }))]

  sheet.addRow([`${filter.reportYear ? `${filter.reportYear}年度` : ''}${TITLE_SUFFIX}`])
  sheet.mergeCells(1, 1, 1, width)
  Object.assign(sheet.getCell(1, 1), {
    font: { bold: true, size: 16 },
    alignment: { horizontal: 'center' },
  })
  const unit = names.get(filter.orgId ?? user.deptId ?? -1) ?? ''
  sheet.addRow([`填报单位（盖章）：${unit}`])
  sheet.mergeCells(2, 1, 2, width - 3)
  sheet.getCell(2, width - 2).value = '金额单位：万元'
  sheet.mergeCells(2, width - 2, 2, width)

  const header = sheet.addRow(['序号', ...COLUMNS.map((c) => c.header)])
  header.font = { bold: true }
  const text = (c: (typeof COLUMNS)[number], v: unknown): string | number => {
    if (v === null || v === undefined) return ''
    if ('dict' in c) return dicts.get(c.dict)?.get(String(v)) ?? String(v)
    if ('yesNo' in c) return v ? '是' : '否'
    if ('money' in c) return Number(v)
    if (c.key === 'orgId') return names.get(Number(v)) ?? String(v)
    return v as string | number
  }
  rows.forEach((r, i) => sheet.addRow([i + 1, ...COLUMNS.map((c) => text(c, r[c.key]))]))
  const sum = (key: 'totalInvestment' | 'plannedInvestmentYear') =>
    Math.round(rows.reduce((s, r) => s + Math.round(Number(r[key]) * 100), 0)) / 100
  const totals = sheet.addRow([
    '合计',
    ...COLUMNS.map((c) => (c.key === 'totalInvestment' || c.key === 'plannedInvestmentYear' ? sum(c.key) : '')),
  ])
  totals.font = { bold: true }
  sheet.addRow([])
  const today = ctx.clock.now().toISOString().slice(0, 10)
  sheet.addRow([`${SIGNATURE}            填表人：${user.nickName}            联系电话：            填报日期：${today}`])
  sheet.mergeCells(sheet.rowCount, 1, sheet.rowCount, width)
  return Buffer.from(await wb.xlsx.writeBuffer())
}

export interface SheetImport {
  inserted: number
  updated: number
  errors: string[]
  message: string
}

/**
 * Reads a sheet of the same layout back: the header row is found by its columns, data rows run until 合计 or the
 * signature. Each row names its project by 项目编码 (a project the caller may see, in the library); labels are turned
 * back into dictionary values; a row of the same project, year and type is updated, others are added. Good rows are
 * written in one transaction, bad ones reported as `第N行：…`.
 */
export async function importSasacSheet(ctx: AppContext, user: SessionUser, file: Buffer): Promise<SheetImport> {
  const { header: first, rows: all } = await readSheet(file, MAX_ROWS + 10)
  const lines = [{ line: 1, cells: first }, ...all]
  const headerAt = lines.findIndex((l) => l.cells.includes('项目编码') && l.cells.includes('报送年度'))
  if (headerAt < 0)
    throw new ServiceError('导入文件不是国资委报送表：找不到“项目编码”“报送年度”表头，请使用导出的报送表', 400)
  const cols = new Map(lines[headerAt].cells.map((h, i) => [h, i]))
  const cell = (cells: string[], header: string) => (cols.has(header) ? (cells[cols.get(header)!] ?? '').trim() : '')
  const data = []
  for (const l of lines.slice(headerAt + 1)) {
    const lead = (l.cells[0] ?? '').trim()
    if (lead === '合计' || lead.startsWith(SIGNATURE)) break
    data.push(l)
  }
  if (!data.length) throw new ServiceError('导入文件没有数据', 400)

  const dicts = await dictsOf(ctx)
  const valueOf = (type: string, label: string) =>
    [...((dicts as Map<string, Map<string, string>>).get(type) ?? new Map<string, string>())].find(
      ([, l]) => l === label,
    )?.[0]
  const codes = [...new Set(data.map((l) => cell(l.cells, '项目编码')).filter(Boolean))]
  const projects = new Map(
    (codes.length ? await ctx.db.select().from(trProject).where(inArray(trProject.projectCode, codes)) : []).map(
      (p) => [p.projectCode, p],
    ),
  )

  const errors: string[] = []
  const good: { line: number; values: Record<string, unknown> }[] = []
  const seen = new Map<string, number>()
  for (const { line, cells } of data) {
    const why: string[] = []
    const code = cell(cells, '项目编码')
    const project = projects.get(code)
    if (!code) why.push('项目编码不能为空')
    else if (!project) why.push(`项目编码 ${code} 不存在`)
    const year = Number(cell(cells, '报送年度'))
    if (!Number.isInteger(year) || year < 2000 || year > 2100) why.push('报送年度应为 2000–2100 的年份')
    const choice = (header: string, type: string, required: boolean) => {
      const label = cell(cells, header)
      if (!label) return required ? void why.push(`${header}不能为空`) : null
      const v = valueOf(type, label)
      if (v === undefined) why.push(`${header}“${label}”不在可选范围内`)
      return v ?? null
    }
    const yesNo = (header: string) => {
      const v = cell(cells, header)
      if (v === '是') return true
      if (v === '否' || v === '') return false
      why.push(`${header}应填“是”或“否”`)
      return false
    }
    const reportType = choice('报送类型', D.reportType, true)
    const investmentCategory = choice('投资类别', D.investmentCategory, true)
    const negativeListCheck = choice('负面清单核查', D.negativeList, true)
    const planText = cell(cells, '本年计划投资（万元）').replace(/,/g, '')
    const planned = Number(planText)
    if (!planText || !Number.isFinite(planned) || planned < 0 || planned > 99999999.99)
      why.push('本年计划投资应为 0–99999999.99 的金额')
    const reportDate = cell(cells, '报送日期') || null
    if (reportDate && !/^\d{4}-\d{2}-\d{2}$/.test(reportDate)) why.push('报送日期应为 yyyy-MM-dd')
    const sasacProjectCode = cell(cells, '国资委系统项目编码') || null
    if (sasacProjectCode && sasacProjectCode.length > 50) why.push('国资委系统项目编码最多 50 个字符')
    if (project && !why.length) {
      const refusal = await linkableProject(ctx, project.projectId, user).then(
        () => null,
        (e: Error) => e.message,
      )
      if (refusal) why.push(`项目 ${code}：${refusal}`)
    }
    const key = `${code}|${year}|${reportType}`
    if (!why.length && seen.has(key)) why.push(`与第${seen.get(key)}行重复`)
    if (why.length) {
      errors.push(`第${line}行：${why.join('；')}`)
      continue
    }
    seen.set(key, line)
    good.push({
      line,
      values: {
        projectId: project!.projectId,
        projectCode: project!.projectCode,
        projectName: project!.projectName,
        orgId: project!.orgId,
        totalInvestment: project!.totalInvestment,
        reportYear: year,
        reportType,
        investmentCategory,
        negativeListCheck,
        isCoreBusiness: yesNo('是否主业'),
        isStrategicEmerging: yesNo('是否战新'),
        isOverseas: yesNo('是否境外'),
        plannedInvestmentYear: planned.toFixed(2),
        reportDate,
        sasacProjectCode,
      },
    })
  }

  let inserted = 0
  let updated = 0
  const now = ctx.clock.now()
  if (good.length)
    await ctx.db.transaction(async (tx) => {
      for (const { values } of good) {
        const v = values as typeof trSasacProject.$inferInsert
        const [existing] = await tx
          .select()
          .from(trSasacProject)
          .where(
            and(
              eq(trSasacProject.projectId, v.projectId),
              eq(trSasacProject.reportYear, v.reportYear),
              eq(trSasacProject.reportType, v.reportType),
            ),
          )
        if (existing) {
          await tx
            .update(trSasacProject)
            .set({
              ...v,
              reportStatus: sasacStatusOf({ ...existing, ...v }),
              updateBy: user.userName,
              updateTime: now,
            })
            .where(eq(trSasacProject.sasacId, existing.sasacId))
          updated++
        } else {
          await tx
            .insert(trSasacProject)
            .values({ ...v, reportStatus: sasacStatusOf(v), createBy: user.userName, createTime: now })
          inserted++
        }
      }
    })
  const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
  const message = errors.length
    ? `导入完成：成功 ${inserted + updated} 条（新增 ${inserted}，更新 ${updated}），失败 ${errors.length} 条，错误如下：<br/>${errors.slice(0, 100).map(escape).join('<br/>')}`
    : `恭喜您，数据已全部导入成功！共 ${inserted + updated} 条（新增 ${inserted}，更新 ${updated}）`
  return { inserted, updated, errors, message }
}

const IMPORT_MAX_BYTES = 5 * 1024 * 1024

/** `POST …/sasac/sheet` (the fixed layout, filtered by year, type and unit) and `POST …/sasac/importData`. */
export function sasacSheetRoutes(r: Router, ctx: AppContext) {
  const P = TECHREFIT_PERMISSIONS.sasac
  r.post(TR_API.sasacSheet, {
    access: P.export,
    summary: '导出国资委报送表（固定格式：标题、填报单位、金额单位、表头、合计、签字栏），可按年度、类型、单位筛选',
    body: z
      .object({
        reportYear: optional(z.coerce.number().int().min(2000).max(2100)),
        reportType: optionalText(20),
        orgId: optionalId,
      })
      .optional(),
    log: { title: TR_SASAC.title, type: BUSINESS_TYPE.EXPORT },
    handler: async ({ body, user, reply }) => {
      const bytes = await sasacSheet(ctx, user, body ?? {})
      const name = `${body?.reportYear ?? ''}国资委报送表`
      return reply
        .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}.xlsx`)
        .send(bytes)
    },
  })
  r.post(TR_API.sasacImport, {
    access: P.import,
    summary: '导入国资委报送表（multipart 字段 file，.xlsx，导出的固定格式；同一项目、年度、类型的记录被更新）',
    bodyLimit: IMPORT_MAX_BYTES + 64 * 1024,
    log: { title: TR_SASAC.title, type: BUSINESS_TYPE.IMPORT },
    handler: async ({ raw, user }) => {
      const part = raw.isMultipart() ? await raw.file({ limits: { fileSize: IMPORT_MAX_BYTES } }) : undefined
      if (!part || part.fieldname !== 'file') throw new ServiceError('请通过字段 file 上传 .xlsx 文件', 400)
      const outcome = await importSasacSheet(ctx, user, await part.toBuffer())
      return ok({ inserted: outcome.inserted, updated: outcome.updated, errors: outcome.errors }, outcome.message)
    },
  })
}
