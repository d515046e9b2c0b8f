import { STATISTICS_PERMISSIONS as S, type Bigscreen6Data, type Bigscreen7Data, type StatFileRow } from '@wp/contract'
import { and, asc, eq } from 'drizzle-orm'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { ok } from '../../http/envelope'
import type { Router } from '../../http/route'
import { statFile } from '../schema'
import { bigscreen6, bigscreen7 } from './data'

const query = z.object({
  year: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1949).max(2100).optional()),
  /** Administrators preview unreviewed figures; a display token always sees approved ones only. */
  includeUnreviewed: z.preprocess((v) => v === true || v === 'true', z.boolean()),
})

export function screenRoutes(r: Router, ctx: AppContext) {
  const yearOf = (y?: number) => y ?? ctx.clock.now().getFullYear()
  r.get('/statistics/screen/bigscreen6', {
    access: S.screen.bigscreen6,
    summary: '大屏·经营发展（投资、科技创新、资金）的全部面板数据',
    query,
    handler: async ({ query: q, user }) =>
      ok<Bigscreen6Data>(await bigscreen6(ctx, yearOf(q.year), q.includeUnreviewed && !user.device)),
  })
  r.get('/statistics/screen/bigscreen7', {
    access: S.screen.bigscreen7,
    summary: '大屏·党建引领（党建、干部、人力）的全部面板数据',
    query,
    handler: async ({ query: q, user }) => {
      const materials = await ctx.db
        .select()
        .from(statFile)
        .where(and(eq(statFile.isScreen, true), eq(statFile.screenCode, 'bigscreen7')))
        .orderBy(asc(statFile.screenSort), asc(statFile.id))
        .limit(50)
      const files = materials.map((m): StatFileRow => ({
        ...m,
        fileUrl: `/prod-api/statistics/file/content/${m.fileId}`,
        kind: m.kind as StatFileRow['kind'],
        screenCode: 'bigscreen7',
        createTime: m.createTime as unknown as string,
      }))
      return ok<Bigscreen7Data>(await bigscreen7(ctx, yearOf(q.year), q.includeUnreviewed && !user.device, files))
    },
  })
}
