import { MDM_OPLOG, MDM_RULE } from '@wp/contract'
import type { AppContext } from '../context'
import { drizzleStore, resourceRoutes } from '../http/resource'
import type { Router } from '../http/route'
import { collectRoutes } from './collect/routes'
import { pullRoutes } from './distribution/pull'
import { distributionRoutes } from './distribution/routes'
import { modelRoutes } from './model/routes'
import { recordRoutes } from './record/routes'
import { sourceRoutes } from './source/routes'
import { mdmOplog, mdmRule } from './schema'

export function masterdataRoutes(r: Router, ctx: AppContext) {
  modelRoutes(r, ctx)
  recordRoutes(r, ctx)
  sourceRoutes(r, ctx)
  collectRoutes(r, ctx)
  distributionRoutes(r, ctx)
  pullRoutes(r, ctx)
  resourceRoutes(r, MDM_OPLOG, { store: drizzleStore(ctx.db, MDM_OPLOG, mdmOplog) })
  resourceRoutes(r, MDM_RULE, { store: drizzleStore(ctx.db, MDM_RULE, mdmRule) })
}
