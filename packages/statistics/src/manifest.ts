// The statistics module's manifest as plain data. The portal turns it into faces with defineModule (module.ts); the
// big-screen host reads only its `dashboards`, so /screen/ carries no antd, r2wc or single-spa code.
import { STAT_COMPONENTS, STAT_KIND_PERMISSIONS, STATISTICS_PERMISSIONS } from '@wp/contract'
import type { ElementSpec, ModuleManifest } from '@wp/kit'
import { PANEL_PLACES } from './screen/layout'

const screens = () => import('./screen/screens')

/** Each big-screen panel as a custom element: <wp-stat-investment-trend> (token / api-base attributes as usual). */
const panelElements: Record<string, ElementSpec> = Object.fromEntries(
  PANEL_PLACES.map((p) => [
    `wp-stat-${p.key}`,
    { load: () => import('./screen/panels').then((m) => ({ default: m.panelElement(p.key) })) },
  ]),
)

export const statisticsManifest: ModuleManifest = {
  name: 'statistics',
  screens: {
    [STAT_COMPONENTS.entry]: () => import('./entry/EntryPage'),
    [STAT_COMPONENTS.report]: () => import('./report/ReportPage'),
    [STAT_COMPONENTS.index]: () => import('./index-lock/IndexLockPage'),
    [STAT_COMPONENTS.file]: () => import('./file/FilePage'),
    [STAT_COMPONENTS.displayToken]: () => import('./display-token/DisplayTokenPage'),
    [STAT_COMPONENTS.bigscreen6]: {
      load: () => screens().then((m) => ({ default: m.Bigscreen6Page })),
      page: { path: '/bigscreen6', title: '经营发展大屏', noCache: true },
    },
    [STAT_COMPONENTS.bigscreen7]: {
      load: () => screens().then((m) => ({ default: m.Bigscreen7Page })),
      page: { path: '/bigscreen7', title: '党建人才大屏', noCache: true },
    },
  },
  sidebarless: ['bigscreen6', 'bigscreen7'],
  workbench: [
    {
      key: 'statistics-report',
      title: '统计报表',
      order: 5,
      column: 'main',
      perms: [STATISTICS_PERMISSIONS.report.view],
      load: () => import('./report/ReportCard'),
    },
  ],
  dashboards: [
    {
      key: 'bigscreen6',
      title: '经营发展 · 投资与科技创新',
      load: () => screens().then((m) => ({ default: m.Bigscreen6 })),
    },
    { key: 'bigscreen7', title: '党建引领 · 干部人才', load: () => screens().then((m) => ({ default: m.Bigscreen7 })) },
  ],
  elements: panelElements,
  permissions: { ...STAT_KIND_PERMISSIONS, ...STATISTICS_PERMISSIONS },
}
