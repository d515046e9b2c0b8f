import type { AppContext } from '../context'
import type { Router } from '../http/route'
import { libraryRoutes } from './library'
import { linkedRoutes } from './linked'

export function techrefitRoutes(r: Router, ctx: AppContext) {
  libraryRoutes(r, ctx)
  linkedRoutes(r, ctx)
}
