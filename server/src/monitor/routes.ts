import type { AppContext } from '../context'
import type { Router } from '../http/route'
import { jobRoutes } from './job/routes'
import { onlineRoutes } from './online/routes'

/** The monitoring family's routes: online users, scheduled jobs and their log. */
export function monitorRoutes(r: Router, ctx: AppContext) {
  onlineRoutes(r, ctx)
  jobRoutes(r, ctx)
  // The same routes where RuoYi-Cloud's client (ruoyi-ui) calls them.
  onlineRoutes(r, ctx, '/system/online')
  jobRoutes(r, ctx, { job: '/schedule/job', log: '/schedule/job/log' })
}

/** Our paths and RuoYi-Cloud's for the same routes (most specific first). */
export const FAMILY_PATHS = [
  ['/monitor/jobLog', '/schedule/job/log'],
  ['/monitor/job', '/schedule/job'],
  ['/monitor/online', '/system/online'],
] as const
