import { InnerLink } from '@wp/layout'
import { lazy } from 'react'
import { Navigate, useParams } from 'react-router'
import type { PageRoute } from '../routing/buildRoutes'
import { resolveView } from '../routing/buildRoutes'
import { paramsAreValid } from '../routing/findPage'
import { PORTAL } from '../modules'

// rare (a menu entry no module implements): antd Result and its illustrations load only then
const MissingView = lazy(() => import('./MissingView').then((m) => ({ default: m.MissingView })))

/** One page: its module view, its framed inner link, or the "not implemented" page; ids that must be digits are checked. */
export function PageElement({ page }: { page: PageRoute }) {
  const params = useParams()
  if (!paramsAreValid(page, params)) return <Navigate to="/404" replace />
  const resolved = resolveView(page, PORTAL.views)
  if (resolved.kind === 'inner-link') return <InnerLink src={resolved.link} title={page.title} />
  if (resolved.kind === 'missing') return <MissingView component={resolved.component} path={page.path} />
  const View = resolved.view
  return <View />
}
