import { OKR_LEVEL, OKR_PERMISSIONS, type OkrBoardObjective } from '@wp/contract'
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { SessionUser } from '../auth/session'
import type { AppContext } from '../context'
import { deptNames, deptSubtreeIds, userNames } from '../directory'
import { ok } from '../http/envelope'
import type { Router } from '../http/route'
import { idParam } from '../http/validation'
import { involvement, keyResultsOf, visibleCondition } from './access'
import { okrAlignment, okrCollaborator, okrObjective } from './schema'

const P = OKR_PERMISSIONS.objective

/** The most objectives one board answers (a company's whole cycle fits; the map has its own route). */
const BOARD_LIMIT = 500

/** Which objectives a tab shows: mine (I own it or one of its key results), my department's, the company's. */
async function scopeCondition(ctx: AppContext, scope: string, user: SessionUser): Promise<SQL | undefined> {
  if (scope === 'my') {
    const { keyResultOwner, collaborator } = involvement(ctx, user.userId)
    return and(
      inArray(okrObjective.level, [OKR_LEVEL.PERSON, OKR_LEVEL.DEPARTMENT, OKR_LEVEL.COMPANY, OKR_LEVEL.GROUP]),
      // owner of the objective or of one of its key results, or a collaborator
      inArray(
        okrObjective.objectiveId,
        ctx.db
          .select({ id: okrObjective.objectiveId })
          .from(okrObjective)
          .where(eq(okrObjective.ownerUserId, user.userId))
          .union(keyResultOwner)
          .union(collaborator),
      ),
    )
  }
  if (scope === 'dept') {
    const depts = user.deptId ? await deptSubtreeIds(ctx, user.deptId) : []
    return and(
      eq(okrObjective.level, OKR_LEVEL.DEPARTMENT),
      inArray(okrObjective.ownerOrgId, depts.length ? depts : [-1]),
    )
  }
  return inArray(okrObjective.level, [OKR_LEVEL.GROUP, OKR_LEVEL.COMPANY])
}

export function boardRoutes(r: Router, ctx: AppContext) {
  r.get('/okr/board', {
    access: P.list,
    summary: '我的 / 部门 / 公司 OKR：一个周期中本人可见的目标，含关键结果与对齐关系',
    query: z.object({
      cycleId: idParam,
      scope: z.enum(['my', 'dept', 'company'], { error: '范围须为 my、dept 或 company' }).default('my'),
    }),
    handler: async ({ query, user }) => {
      const objectives = await ctx.db
        .select()
        .from(okrObjective)
        .where(
          and(
            eq(okrObjective.cycleId, query.cycleId),
            await scopeCondition(ctx, query.scope, user),
            await visibleCondition(ctx, user),
          ),
        )
        .orderBy(asc(okrObjective.level), asc(okrObjective.sortNo), asc(okrObjective.objectiveId))
        .limit(BOARD_LIMIT)
      const ids = objectives.map((o) => o.objectiveId)
      const krs = await keyResultsOf(ctx.db, ids)
      const links = ids.length
        ? await ctx.db.select().from(okrAlignment).where(inArray(okrAlignment.sourceObjectiveId, ids))
        : []
      const helpers = ids.length
        ? await ctx.db.select().from(okrCollaborator).where(inArray(okrCollaborator.objectiveId, ids))
        : []
      const users = await userNames(ctx, [...objectives.map((o) => o.ownerUserId), ...helpers.map((h) => h.userId)])
      const orgs = await deptNames(
        ctx,
        objectives.map((o) => o.ownerOrgId),
      )
      const board = objectives.map((o) => ({
        ...o,
        ownerName: users.get(o.ownerUserId) ?? '',
        orgName: orgs.get(o.ownerOrgId) ?? '',
        keyResults: krs.filter((k) => k.objectiveId === o.objectiveId),
        collaborators: helpers
          .filter((h) => h.objectiveId === o.objectiveId)
          .map((h) => ({ userId: h.userId, nickName: users.get(h.userId) ?? '' })),
        alignments: links.filter((l) => l.sourceObjectiveId === o.objectiveId),
      }))
      return ok<OkrBoardObjective[]>(board as unknown as OkrBoardObjective[])
    },
  })
}
