import type { AppContext } from '../context'
import type { Router } from '../http/route'
import { displayTokenRoutes } from './display-token/tokens'
import { entryRoutes } from './entry/routes'
import { fileRoutes } from './file/routes'
import { lockRoutes } from './locks/routes'
import { reportRoutes } from './report/routes'
import { screenRoutes } from './screen/routes'
import { streamRoutes } from './stream/hub'

/** Every route of 统计, each declaring its permission. */
export function statisticsRoutes(r: Router, ctx: AppContext) {
  entryRoutes(r, ctx)
  lockRoutes(r, ctx)
  fileRoutes(r, ctx)
  reportRoutes(r, ctx)
  screenRoutes(r, ctx)
  displayTokenRoutes(r, ctx)
  streamRoutes(r, ctx)
}
