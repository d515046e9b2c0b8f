import type { AppContext } from '../context'
import type { Router } from '../http/route'
import { jobRoutes } from './job/routes'
import { onlineRoutes } from './online/routes'

/** The monitoring family's routes: online users, scheduled jobs and their log. */
export function monitorRoutes(r: Router, ctx: AppContext) {
  onlineRoutes(r, ctx)
  jobRoutes(r, ctx)
}
