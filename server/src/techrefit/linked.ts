import {
  BUSINESS_TYPE,
  LINKABLE_LIB_STATUSES,
  SPECIAL_STATUS,
  TECHREFIT_PERMISSIONS,
  TR_PROJECT,
  TR_SASAC,
  TR_SPECIAL,
  type TrSasacInput,
  type TrSpecialInput,
} from '@wp/contract'
import { z } from 'zod'
import type { SessionUser } from '../auth/session'
import type { AppContext } from '../context'
import { ServiceError } from '../http/errors'
import { drizzleStore, resourceRoutes, rowScopeOf, type ResourceStore, type StoredRow } from '../http/resource'
import { ok } from '../http/envelope'
import type { Router } from '../http/route'
import { idParam } from '../http/validation'
import { sasacStatusOf, specialStatusOf } from './rules'
import { trProject, trSasacProject, trSpecialProject } from './schema'

type Values = Record<string, unknown>
type LinkableProject = Awaited<ReturnType<typeof linkableProject>>

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
  const stamp = (user: SessionUser) => ({ by: user.userName, at: ctx.clock.now() })
  /**
   * The writes of a linked row: on add the picked project's columns (`fromProject`) are copied onto it, on add and
   * edit its status (`derived`) is worked out from the row as it will stand; the project cannot be changed.
   */
  const linkedWrites = <Row extends { projectId: number }, Input extends { projectId: number }>(
    store: ResourceStore<Row>,
    how: { fromProject: (p: LinkableProject) => Values; derived: (row: Input | (Row & Partial<Input>)) => Values },
  ) => ({
    store,
    check: {
      edit: (before: Row, input: Partial<Input>) => {
        if (input.projectId !== undefined && input.projectId !== before.projectId)
          throw new ServiceError('不能更换所属的项目库项目', 400)
      },
    },
    add: async (input: Input, user: SessionUser) => {
      const p = await linkableProject(ctx, input.projectId, user)
      return store.insert({ ...input, ...how.fromProject(p), ...how.derived(input) }, stamp(user))
    },
    edit: async (id: number, input: Partial<Input>, user: SessionUser) => {
      const before = (await store.get(id))!
      await store.update(id, { ...input, ...how.derived({ ...before, ...input }) }, stamp(user))
    },
  })

  const special = drizzleStore(ctx.db, TR_SPECIAL, trSpecialProject)
  resourceRoutes(r, TR_SPECIAL, {
    summaries: { add: '新增专项项目（选择已入库的项目库项目；状态按申报、批复、到账、验收自动确定）' },
    ...linkedWrites<StoredRow<typeof TR_SPECIAL>, TrSpecialInput>(special, {
      fromProject: (p) => ({ projectCode: p.projectCode, projectName: p.projectName, orgId: p.orgId }),
      derived: (row) => ({ specialStatus: specialStatusOf(row) }),
    }),
  })

  r.post(`${TR_SPECIAL.path}/status/:specialId`, {
    access: TECHREFIT_PERMISSIONS.special.edit,
    summary: '专项的结果：未获批（3）或已撤销（9）；空值恢复为按申报、批复、到账、验收确定的状态',
    params: z.object({ specialId: idParam }),
    body: z.object({ status: z.enum(['', SPECIAL_STATUS.refused, SPECIAL_STATUS.withdrawn]) }),
    log: { title: TR_SPECIAL.title, type: BUSINESS_TYPE.UPDATE },
    handler: async ({ params, body, user }) => {
      const row = await special.get(params.specialId, await rowScopeOf(ctx, TR_SPECIAL, user))
      if (!row) throw new ServiceError('专项项目不存在或没有权限访问', 404)
      const specialStatus = body.status || specialStatusOf({ ...row, specialStatus: null })
      await special.update(row.specialId, { specialStatus }, stamp(user))
      return ok({ specialStatus })
    },
  })

  const sasac = drizzleStore(ctx.db, TR_SASAC, trSasacProject)
  resourceRoutes(r, TR_SASAC, {
    summaries: { add: '新增国资委项目（选择已入库的项目库项目；总投资取自项目库，报送状态按报送与反馈自动确定）' },
    ...linkedWrites<StoredRow<typeof TR_SASAC>, TrSasacInput>(sasac, {
      fromProject: (p) => ({
        projectCode: p.projectCode,
        projectName: p.projectName,
        orgId: p.orgId,
        totalInvestment: p.totalInvestment,
      }),
      derived: (row) => ({ reportStatus: sasacStatusOf(row) }),
    }),
  })
}
