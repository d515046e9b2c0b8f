import { describe, expect, it } from 'vitest'
import { sharedTestServer } from '../testing/harness'
import { nextSerial, nextSerials } from './serial'

const HAZARD = 'YH-{orgCode}-{yyyyMMdd}-{seq3}'
const day = (iso: string) => new Date(`${iso}T10:00:00`)

describe('serial numbers', () => {
  const t = sharedTestServer(null)

  const next = (format: string, now: Date, values?: Record<string, string>, bizType = 'test.hazard') =>
    nextSerial(t.server.ctx.db, { bizType, format, values, now })

  it('fills the formats of the domain design, counting per prefix: each day and organisation starts at 1', async () => {
    expect(await next(HAZARD, day('2026-06-01'), { orgCode: 'GS01' })).toBe('YH-GS01-20260601-001')
    expect(await next(HAZARD, day('2026-06-01'), { orgCode: 'GS01' })).toBe('YH-GS01-20260601-002')
    expect(await next(HAZARD, day('2026-06-01'), { orgCode: 'GS02' })).toBe('YH-GS02-20260601-001')
    expect(await next(HAZARD, day('2026-06-02'), { orgCode: 'GS01' })).toBe('YH-GS01-20260602-001')
    expect(await next('XM-{yyyy}-{seq4}', day('2026-06-01'), {}, 'test.project')).toBe('XM-2026-0001')
    expect(await next('JG-{orgCode}-{yyyy}-{seq3}', day('2026-06-01'), { orgCode: 'GS01' }, 'test.refit')).toBe(
      'JG-GS01-2026-001',
    )
    expect(await next('YJ{yyyyMMdd}{seq4}', day('2026-06-01'), {}, 'test.alert')).toBe('YJ202606010001')
    // another business type with the same format has its own counter
    expect(await next(HAZARD, day('2026-06-01'), { orgCode: 'GS01' }, 'test.other')).toBe('YH-GS01-20260601-001')
  })

  it('takes a run of consecutive numbers in one statement (bulk loads), and the counter goes on after it', async () => {
    const now = day('2026-08-01')
    const request = { bizType: 'test.bulk', format: 'B-{seq3}', now }
    expect(await nextSerial(t.server.ctx.db, request)).toBe('B-001')
    expect(await nextSerials(t.server.ctx.db, request, 3)).toEqual(['B-002', 'B-003', 'B-004'])
    expect(await nextSerials(t.server.ctx.db, request, 0)).toEqual([])
    expect(await nextSerial(t.server.ctx.db, request)).toBe('B-005')
  })

  it('gives fifty concurrent callers fifty different, consecutive numbers', async () => {
    const now = day('2026-07-01')
    const numbers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.server.ctx.db.transaction((tx) => nextSerial(tx, { bizType: 'test.parallel', format: 'P-{seq3}', now })),
      ),
    )
    expect([...numbers].sort()).toEqual(Array.from({ length: 50 }, (_, i) => `P-${String(i + 1).padStart(3, '0')}`))
  })

  it('a record that is not saved gives its number back (the counter rolls back with the transaction)', async () => {
    const now = day('2026-08-01')
    expect(await next('R-{seq2}', now, {}, 'test.rollback')).toBe('R-01')
    await expect(
      t.server.ctx.db.transaction(async (tx) => {
        await nextSerial(tx, { bizType: 'test.rollback', format: 'R-{seq2}', now })
        throw new Error('the record failed its checks')
      }),
    ).rejects.toThrow('the record failed its checks')
    expect(await next('R-{seq2}', now, {}, 'test.rollback')).toBe('R-02')
  })

  it('widens the sequence past its digits rather than repeating a number', async () => {
    const now = day('2026-09-01')
    for (let i = 1; i <= 9; i++) await next('W{seq1}', now, {}, 'test.wide')
    expect(await next('W{seq1}', now, {}, 'test.wide')).toBe('W10')
  })

  it('refuses a format without exactly one sequence, a missing value and an unsafe one, in Chinese', async () => {
    const now = day('2026-06-01')
    await expect(next('YH-{yyyy}', now)).rejects.toThrow('编号格式必须包含且只包含一个流水号（{seqN}）')
    await expect(next('{seq2}-{seq3}', now)).rejects.toThrow('编号格式必须包含且只包含一个流水号')
    await expect(next(HAZARD, now)).rejects.toThrow('编号格式中的「orgCode」没有提供值')
    await expect(next(HAZARD, now, { orgCode: "GS'; drop table sys_serial; --" })).rejects.toThrow(
      '编号格式中「orgCode」的值',
    )
  })
})
