import { STATISTICS_PERMISSIONS as S, type StatReport } from '@wp/contract'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { ok } from '../../http/envelope'
import { sendExcel } from '../../http/excel'
import { BusinessType } from '../../http/oplog'
import type { Router } from '../../http/route'
import { buildReport, reportSheetRows } from './report'

const filter = z.object({
  periodKey: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, '统计期应为 yyyy-MM 格式'),
  orgIds: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : v),
    z
      .string()
      .regex(/^\d+(,\d+)*$/, '单位应为以逗号分隔的编号')
      .transform((s) => [...new Set(s.split(',').map(Number))])
      .refine((ids) => ids.length <= 1000, '一次最多 1000 个单位')
      .optional(),
  ),
  includeUnreviewed: z.preprocess((v) => v === true || v === 'true', z.boolean()),
})

export function reportRoutes(r: Router, ctx: AppContext) {
  r.get('/statistics/report/data', {
    access: S.report.view,
    summary: '统计报表：本期关键指标、上期、上年同期与本年累计，按单位（数据权限内）与统计期筛选',
    query: filter,
    handler: async ({ query, user }) => ok<StatReport>(await buildReport(ctx, user, query)),
  })
  r.post('/statistics/report/export', {
    access: S.report.export,
    summary: '导出统计报表（与页面相同的筛选条件）',
    body: filter,
    log: { title: '统计报表', type: BusinessType.EXPORT },
    handler: async ({ body, user, reply }) => {
      const report = await buildReport(ctx, user, body)
      return sendExcel(
        reply,
        `统计报表${body.periodKey}`,
        '统计报表',
        [
          { header: '类别', key: 'section', width: 18 },
          { header: '统计期', key: 'period', width: 10 },
          { header: '单位', key: 'orgName', width: 16 },
          { header: '指标', key: 'indicator', width: 30 },
          { header: '本期', key: 'current', width: 14 },
          { header: '上期', key: 'previous', width: 14 },
          { header: '环比（%）', key: 'changePct', width: 10 },
          { header: '上年同期', key: 'lastYear', width: 14 },
          { header: '同比（%）', key: 'yoyPct', width: 10 },
          { header: '本年累计', key: 'ytd', width: 14 },
        ],
        reportSheetRows(report),
      )
    },
  })
}
