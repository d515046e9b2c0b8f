import { OKR_KEY_RESULT, OKR_OBJECTIVE, OKR_VISIBILITY, objectiveProgress, statusOfConfidence } from '@wp/contract'
import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm'
import type { SessionAccess } from '../auth/session'
import type { AppContext } from '../context'
import type { Db } from '../db/client'
import { deptPath } from '../directory'
import { ServiceError } from '../http/errors'
import { okrCollaborator, okrKeyResult, okrObjective } from './schema'
import { rowOr404 } from '../http/listing'

export type Objective = typeof okrObjective.$inferSelect
export type KeyResult = typeof okrKeyResult.$inferSelect

/**
 * The objectives a user takes part in besides owning them, as subqueries of their ids: those with a key result the
 * user owns, and those the user collaborates on.
 */
export function involvement(ctx: AppContext, userId: number) {
  return {
    keyResultOwner: ctx.db
      .select({ id: okrKeyResult.objectiveId })
      .from(okrKeyResult)
      .where(eq(okrKeyResult.ownerUserId, userId)),
    collaborator: ctx.db
      .select({ id: okrCollaborator.objectiveId })
      .from(okrCollaborator)
      .where(eq(okrCollaborator.userId, userId)),
  }
}

/** The key results of `objectiveIds`, in each objective's order (none asked, none read). */
export async function keyResultsOf(db: Db, objectiveIds: number[]): Promise<KeyResult[]> {
  if (!objectiveIds.length) return []
  return db
    .select()
    .from(okrKeyResult)
    .where(inArray(okrKeyResult.objectiveId, objectiveIds))
    .orderBy(asc(okrKeyResult.sortNo), asc(okrKeyResult.krId))
}

/**
 * Who sees an objective on the board and the map (OKRs are open by default, as in Feishu): 全员 everyone; 本单位
 * the members of the owning organisation and its sub-organisations; 仅相关人 its owner, its collaborators and its key
 * results' owners. An administrator sees all.
 */
export async function visibleCondition(ctx: AppContext, user: SessionAccess): Promise<SQL | undefined> {
  if (user.isAdmin) return undefined
  const ancestors = user.deptId ? (await deptPath(ctx, user.deptId)).map((d) => d.deptId) : []
  const { keyResultOwner, collaborator } = involvement(ctx, user.userId)
  return or(
    eq(okrObjective.visibility, OKR_VISIBILITY.PUBLIC),
    eq(okrObjective.ownerUserId, user.userId),
    inArray(okrObjective.objectiveId, keyResultOwner),
    inArray(okrObjective.objectiveId, collaborator),
    ancestors.length
      ? and(eq(okrObjective.visibility, OKR_VISIBILITY.DEPARTMENT), inArray(okrObjective.ownerOrgId, ancestors))
      : undefined,
  )
}

/** An objective the caller may see on the board, or a refusal naming why. */
export async function visibleObjective(ctx: AppContext, objectiveId: number, user: SessionAccess): Promise<Objective> {
  const [o] = await ctx.db
    .select()
    .from(okrObjective)
    .where(and(eq(okrObjective.objectiveId, objectiveId), await visibleCondition(ctx, user)))
  if (o) return o
  const [exists] = await ctx.db
    .select({ id: okrObjective.objectiveId })
    .from(okrObjective)
    .where(eq(okrObjective.objectiveId, objectiveId))
  throw exists ? new ServiceError(`没有权限访问${OKR_OBJECTIVE.noun}数据！`) : new ServiceError('目标不存在', 404)
}

/** A key result and its objective, both visible to the caller. */
export async function visibleKeyResult(ctx: AppContext, krId: number, user: SessionAccess) {
  const kr = await rowOr404(ctx.db, okrKeyResult, okrKeyResult.krId, krId, `${OKR_KEY_RESULT.noun}不存在`)
  return { kr, objective: await visibleObjective(ctx, kr.objectiveId, user) }
}

/** Rolls the key results' progress (weighted) and lowest confidence up to their objective. */
export async function rollUp(db: Db, objectiveId: number): Promise<void> {
  const krs = await db
    .select({
      progressPercent: okrKeyResult.progressPercent,
      weight: okrKeyResult.weight,
      confidence: okrKeyResult.confidence,
    })
    .from(okrKeyResult)
    .where(eq(okrKeyResult.objectiveId, objectiveId))
  const confidences = krs.map((k) => k.confidence).filter((c): c is number => c !== null)
  const confidence = confidences.length ? Math.min(...confidences) : null
  await db
    .update(okrObjective)
    .set({
      progressPercent: objectiveProgress(krs),
      confidence,
      progressStatus: statusOfConfidence(confidence),
    })
    .where(eq(okrObjective.objectiveId, objectiveId))
}

/** Whether `userId` is one of the objective's collaborators. */
export async function collaborates(db: Db, objectiveId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: okrCollaborator.userId })
    .from(okrCollaborator)
    .where(and(eq(okrCollaborator.objectiveId, objectiveId), eq(okrCollaborator.userId, userId)))
  return !!row
}
