import type { SessionUser } from '../../auth/session'
import type { AppContext } from '../../context'
import { ServiceError } from '../../http/errors'
import { rowScopeOf } from '../../http/resource'
import { RecordRepository } from './repository'
import type { Published } from './service'

/** One record the caller's scope reaches: 404 when there is none in the model, refused outside the scope. */
export async function visible(ctx: AppContext, p: Published, recordId: number, user: SessionUser) {
  const repo = new RecordRepository(ctx.db)
  const row = await repo.get(p.model.modelId, recordId)
  if (!row) throw new ServiceError('记录不存在', 404)
  const scope = await rowScopeOf(ctx, p.resource, user)
  if (scope && !(await repo.get(p.model.modelId, recordId, scope.deptIds)))
    throw new ServiceError('没有权限访问该记录数据！')
  return row
}

/** An organisation the caller may write to (nobody writes a record they could not see). */
export async function assertOrg(ctx: AppContext, p: Published, orgId: number | null, user: SessionUser) {
  const scope = await rowScopeOf(ctx, p.resource, user)
  if (scope && (orgId === null || !scope.deptIds.includes(orgId))) throw new ServiceError('没有权限访问该记录数据！')
}
