import { TECHREFIT_PERMISSIONS, TR_LIBRARIES, type LibraryKind } from '@wp/contract'
import { defineModule, type Screen, type ViewLoader } from '@wp/kit'

const views = () => import('./views')
type Views = Awaited<ReturnType<typeof views>>
const view =
  (name: keyof Views): ViewLoader =>
  () =>
    views().then((m) => ({ default: m[name] }))

const PAGES: Record<LibraryKind, [list: keyof Views, add: keyof Views, info: keyof Views]> = {
  library: ['LibraryList', 'LibraryAdd', 'LibraryInfo'],
  special: ['SpecialList', 'SpecialAdd', 'SpecialInfo'],
  sasac: ['SasacList', 'SasacAdd', 'SasacInfo'],
}
const kinds = Object.keys(PAGES) as LibraryKind[]

/**
 * 技改项目库: the project library, special projects and SASAC projects, each a list (the menu's page), an `/add`
 * page (also editing, `?id=`) and an `/info` page (`?id=`), as the spec's route table names them.
 */
export const techrefitModule = /* @__PURE__ */ defineModule({
  name: 'techrefit',
  screens: Object.fromEntries(
    kinds.flatMap((k): [string, Screen][] => {
      const { route, component, resource, title } = TR_LIBRARIES[k]
      const c = component.replace(/\/index$/, '')
      const [list, add, info] = PAGES[k]
      const page = { activeMenu: route, breadcrumb: [title] }
      return [
        [component, { load: view(list) }],
        [`${c}/add`, { load: view(add), page: { title: `新增${resource.noun}`, ...page } }],
        [`${c}/info`, { load: view(info), page: { title: `${resource.noun}详情`, ...page } }],
      ]
    }),
  ),
  workbench: [
    {
      key: 'techrefit-awaiting',
      title: '待我处理的技改项目',
      order: 30,
      column: 'main',
      size: 'small',
      perms: [TECHREFIT_PERMISSIONS.library.list],
      load: () => import('./workbench/AwaitingCard'),
    },
  ],
  elements: {
    'wp-techrefit-library': { load: view('LibraryElement'), props: { kind: 'string' } },
    'wp-techrefit-record': { load: view('RecordElement'), props: { kind: 'string', recordId: 'number' } },
  },
  permissions: TECHREFIT_PERMISSIONS,
})
