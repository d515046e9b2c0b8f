import { LINKABLE_LIB_STATUSES, TR_PROJECT, TR_SASAC, TR_SPECIAL } from '@wp/contract'
import type { SessionUser } from '../auth/session'
import type { AppContext } from '../context'
import { ServiceError } from '../http/errors'
import { drizzleStore, resourceRoutes, rowScopeOf } from '../http/resource'
import type { Router } from '../http/route'
import { sasacStatusOf, specialStatusOf } from './rules'
import { trProject, trSasacProject, trSpecialProject } from './schema'

type Values = Record<string, unknown>

/** The library project a new row links to, refused when the caller cannot see it or it is not in the library. */
export async function linkableProject(ctx: AppContext, projectId: number, user: SessionUser) {
  const p = await drizzleStore(ctx.db, TR_PROJECT, trProject).get(projectId, await rowScopeOf(ctx, TR_PROJECT, user))
  if (!p) throw new ServiceError('所选项目库项目不存在或没有权限访问', 404)
  if (!LINKABLE_LIB_STATUSES.includes(p.libStatus)) throw new ServiceError('只有已入库的项目才能申报专项或报送国资委')
  return p
}

/**
 * Special and SASAC rows hang off a library project (§4.1): on add the project is picked (one the caller may see,
 * 已入库 or later) and its code, name and organisation are copied onto the row (SASAC also its total investment);
 * the row's status is derived from what it records. The two differ only in this data.
 */
export function linkedRoutes(r: Router, ctx: AppContext) {
  const projectFor = (projectId: number, user: SessionUser) => linkableProject(ctx, projectId, user)
  const fixedProject = (before: { projectId: number }, input: { projectId?: number }) => {
    if (input.projectId !== undefined && input.projectId !== before.projectId)
      throw new ServiceError('不能更换所属的项目库项目', 400)
  }

  const special = drizzleStore(ctx.db, TR_SPECIAL, trSpecialProject)
  resourceRoutes(r, TR_SPECIAL, {
    store: special,
    summaries: { add: '新增专项项目（选择已入库的项目库项目；状态按申报、批复、到账、验收自动确定）' },
    check: { edit: fixedProject },
    add: async (input, user) => {
      const p = await projectFor(input.projectId, user)
      const values: Values = {
        ...input,
        projectCode: p.projectCode,
        projectName: p.projectName,
        orgId: p.orgId,
        specialStatus: specialStatusOf(input),
      }
      return special.insert(values, { by: user.userName, at: ctx.clock.now() })
    },
    edit: async (id, input, user) => {
      const before = (await special.get(id))!
      const specialStatus = specialStatusOf({ ...before, ...input })
      await special.update(id, { ...input, specialStatus }, { by: user.userName, at: ctx.clock.now() })
    },
  })

  const sasac = drizzleStore(ctx.db, TR_SASAC, trSasacProject)
  resourceRoutes(r, TR_SASAC, {
    store: sasac,
    summaries: { add: '新增国资委项目（选择已入库的项目库项目；总投资取自项目库，报送状态按报送与反馈自动确定）' },
    check: { edit: fixedProject },
    add: async (input, user) => {
      const p = await projectFor(input.projectId, user)
      const values: Values = {
        ...input,
        projectCode: p.projectCode,
        projectName: p.projectName,
        orgId: p.orgId,
        totalInvestment: p.totalInvestment,
        reportStatus: sasacStatusOf(input),
      }
      return sasac.insert(values, { by: user.userName, at: ctx.clock.now() })
    },
    edit: async (id, input, user) => {
      const before = (await sasac.get(id))!
      const reportStatus = sasacStatusOf({ ...before, ...input })
      await sasac.update(id, { ...input, reportStatus }, { by: user.userName, at: ctx.clock.now() })
    },
  })
}
