import { INVESTMENT, PATENT_DETAIL, REPORT_STATUS, type AnyStatRow } from '@wp/contract'
import type { ScreenContext } from '@wp/ui'
import { describe, expect, it } from 'vitest'
import { bodyOf, entryColumns, entryFields, entryRowActions } from './spec'

const orgs = [{ value: 100, title: '集团总部' }]
const periods = [{ value: '2026-10', label: '2026-10' }]

describe('entry screen descriptions from a kind', () => {
  it('asks for organisation, period and every field of the description, required as described', () => {
    const fields = entryFields(INVESTMENT, orgs, periods)
    expect(fields.map((f) => f.name)).toEqual(['orgId', 'periodKey', ...INVESTMENT.fields.map((f) => f.key)])
    const required = fields.filter((f) => f.required).map((f) => f.name)
    expect(required).toContain('ytdTotal')
    expect(required).not.toContain('ytdOverseas')
    expect(fields.find((f) => f.name === 'annualPlanTotal')!.label).toBe('年度投资计划（万元）')
    // a register has no period; without the department tree the server takes the user's company
    expect(entryFields(PATENT_DETAIL, [], []).map((f) => f.name)).not.toContain('periodKey')
    expect(entryFields(PATENT_DETAIL, [], []).map((f) => f.name)).not.toContain('orgId')
  })

  it('lists the key figures of the kind with organisation, period and state', () => {
    const keys = entryColumns(INVESTMENT).map((c) => c.key)
    expect(keys.slice(0, 2)).toEqual(['orgName', 'periodKey'])
    expect(keys).toContain('ytdTotal')
    expect(keys.slice(-2)).toEqual(['reportStatus', 'updateTime'])
  })

  it('sends figures as numbers and empty ones as null', () => {
    const body = bodyOf(
      INVESTMENT,
      { orgId: 1, periodKey: '2026-10', ytdTotal: '1,234.50', monthTotal: '', fillPerson: '张三' },
      9,
    )
    expect(body).toMatchObject({ id: 9, ytdTotal: 1234.5, monthTotal: null, fillPerson: '张三' })
  })

  it('offers each state its actions: 提交 for drafts and returned rows, 审核 / 退回 when submitted, 解锁 when approved', () => {
    const screen = {} as ScreenContext<AnyStatRow>
    const handlers = { opinion: () => undefined, history: () => undefined, files: () => undefined }
    const labels = (reportStatus: string) =>
      entryRowActions(INVESTMENT, { id: 1, orgId: 1, orgName: '甲', reportStatus } as AnyStatRow, screen, handlers).map(
        (a) => a.label,
      )
    expect(labels(REPORT_STATUS.DRAFT)).toEqual(['提交', '修改记录', '附件'])
    expect(labels(REPORT_STATUS.RETURNED)).toEqual(['提交', '修改记录', '附件'])
    expect(labels(REPORT_STATUS.SUBMITTED)).toEqual(['审核通过', '退回', '修改记录', '附件'])
    expect(labels(REPORT_STATUS.APPROVED)).toEqual(['解锁', '修改记录', '附件'])
  })
})
