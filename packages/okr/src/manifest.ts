// The OKR module's manifest as plain data; the portal turns it into faces with defineModule (module.ts).
import { OKR_PERMISSIONS } from '@wp/contract'
import type { ModuleManifest } from '@wp/kit'

/** The component paths the server's menus name (server/src/okr/menus.ts) and the spec's hidden pages use. */
export const OKR_VIEWS = {
  board: 'okr/okr',
  alignment: 'okr/alignment',
  topDown: 'okr/alignmenttest',
  leftRight: 'okr/alignmenttest2',
  graph: 'okr/alignmenttest3',
  cycle: 'okr/cycle/index',
} as const

export const okrManifest: ModuleManifest = {
  name: 'okr',
  views: {
    [OKR_VIEWS.board]: () => import('./board/OkrPage'),
    [OKR_VIEWS.alignment]: () => import('./alignment/AlignmentPage'),
    [OKR_VIEWS.topDown]: () => import('./alignment/TopDownPage'),
    [OKR_VIEWS.leftRight]: () => import('./alignment/LeftRightPage'),
    [OKR_VIEWS.graph]: () => import('./alignment/GraphPage'),
    [OKR_VIEWS.cycle]: () => import('./cycle/CyclePage'),
  },
  routes: [
    // the spec's route table: /okr/okr and /okr/alignment are menus too; the alignmenttest variants are hidden pages
    { path: '/okr/okr', view: OKR_VIEWS.board, title: '我的OKR', activeMenu: '/okr/okr' },
    { path: '/okr/alignment', view: OKR_VIEWS.alignment, title: '对齐地图', activeMenu: '/okr/alignment' },
    {
      path: '/okr/alignmenttest',
      view: OKR_VIEWS.topDown,
      title: '对齐地图（自上而下）',
      activeMenu: '/okr/alignment',
    },
    {
      path: '/okr/alignmenttest2',
      view: OKR_VIEWS.leftRight,
      title: '对齐地图（从左到右）',
      activeMenu: '/okr/alignment',
    },
    { path: '/okr/alignmenttest3', view: OKR_VIEWS.graph, title: '对齐地图（关系图）', activeMenu: '/okr/alignment' },
  ],
  workbench: [
    {
      key: 'okr-mine',
      title: '我的关键结果',
      order: 30,
      column: 'side',
      perms: [OKR_PERMISSIONS.objective.list],
      load: () => import('./workbench/MyKeyResultsCard'),
    },
  ],
  elements: {
    'wp-okr-mine': { load: () => import('./workbench/MyKeyResults') },
    'wp-okr-alignment': { load: () => import('./alignment/MapElement'), props: { layout: 'string' } },
  },
  permissions: OKR_PERMISSIONS,
}
