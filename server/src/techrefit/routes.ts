import type { AppContext } from '../context'
import type { Router } from '../http/route'
import { libraryRoutes } from './library'
import { linkedRoutes } from './linked'
import { sasacSheetRoutes } from './sasac-sheet'

export function techrefitRoutes(r: Router, ctx: AppContext) {
  libraryRoutes(r, ctx)
  linkedRoutes(r, ctx)
  sasacSheetRoutes(r, ctx)
}
