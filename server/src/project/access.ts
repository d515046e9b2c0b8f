import { PROJECT } from '@wp/contract'
import type { SessionUser } from '../auth/session'
import type { AppContext } from '../context'
import { badRequest } from '../http/errors'
import { drizzleStore, rowScopeOf } from '../http/resource'
import { projProject } from './schema'
import { rowOr404 } from '../http/listing'

export type ProjectRecord = typeof projProject.$inferSelect

const NOT_FOUND = '项目不存在'
const NO_ACCESS = '没有权限访问项目数据！'

/** The project of that id, if the caller's data scope reaches it (the derived routes' scope). */
export async function visibleProject(ctx: AppContext, user: SessionUser, projectId: number): Promise<ProjectRecord> {
  const row = await rowOr404(ctx.db, projProject, projProject.projectId, projectId, NOT_FOUND)
  const scope = await rowScopeOf(ctx, PROJECT, user)
  if (scope) {
    const store = drizzleStore(ctx.db, PROJECT, projProject)
    if (!(await store.get(projectId, scope))) throw badRequest(NO_ACCESS)
  }
  return row
}
