import { OKR_PERMISSIONS } from '@wp/contract'
import { defineModule } from '@wp/kit'

const ALIGNMENT = { activeMenu: '/okr/alignment' }

/**
 * OKR: the board with check-ins (and their history chart), scoring and the departments' review, the alignment map and
 * its layout variants, cycles with the integrations' API keys; the workbench card of my key results; custom elements
 * for my key results and the alignment map. Screens by the component paths the server's menus name
 * (server/src/okr/menus.ts); the spec's route table makes /okr/okr and /okr/alignment pages too, and the
 * alignmenttest variants hidden pages.
 */
export const okrModule = /* @__PURE__ */ defineModule({
  name: 'okr',
  screens: {
    'okr/okr': { load: () => import('./board/OkrPage'), page: { title: '我的OKR', activeMenu: '/okr/okr' } },
    'okr/alignment': { load: () => import('./alignment/AlignmentPage'), page: { title: '对齐地图', ...ALIGNMENT } },
    'okr/alignmenttest': {
      load: () => import('./alignment/TopDownPage'),
      page: { title: '对齐地图（自上而下）', ...ALIGNMENT },
    },
    'okr/alignmenttest2': {
      load: () => import('./alignment/LeftRightPage'),
      page: { title: '对齐地图（从左到右）', ...ALIGNMENT },
    },
    'okr/alignmenttest3': {
      load: () => import('./alignment/GraphPage'),
      page: { title: '对齐地图（关系图）', ...ALIGNMENT },
    },
    'okr/cycle/index': () => import('./cycle/CyclePage'),
  },
  workbench: [
    {
      key: 'okr-mine',
      title: '我的关键结果',
      order: 30,
      column: 'side',
      size: 'small',
      perms: [OKR_PERMISSIONS.objective.list],
      load: () => import('./workbench/MyKeyResultsCard'),
    },
  ],
  elements: {
    'wp-okr-mine': { load: () => import('./workbench/MyKeyResults') },
    'wp-okr-alignment': { load: () => import('./alignment/MapElement'), props: { layout: 'string' } },
  },
  permissions: OKR_PERMISSIONS,
})
