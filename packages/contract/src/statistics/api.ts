import type { StatKind } from './kinds'
import { STAT_KIND_SUFFIXES } from './kind-keys'
import type { ScreenCode } from './dicts'

/** The API paths of one kind, under the API prefix. The spec names list / save / delete / getInfo; the rest are ours. */
export interface StatKindEndpoints {
  /** GET, query: paging, `orgId`, `periodKey` / `periodFrom` / `periodTo`, `reportStatus`, the kind's text filters. */
  list: string
  /** GET `?kind=…&id=…` a row; `?kind=…&orgId=…&periodKey=…` the form context (`StatFormContext`). */
  info: string
  /** POST a row (with `id` = update). Saves a draft; `submit: true` in the body saves and submits at once. */
  save: string
  /** POST `{ ids }`. */
  remove: string
  /** POST `{ ids }` → 已提交. */
  submit: string
  /** POST `{ ids, opinion? }` → 已审核. */
  approve: string
  /** POST `{ ids, opinion }` → 已退回 (the opinion is required). */
  reject: string
  /** POST `{ ids, reason }` 已审核 → 已退回 by a statistics administrator; logged. */
  unlock: string
  /** GET `?id=` the row's change history (`StatHistoryRow[]`). */
  history: string
  /** POST multipart `file` (+ `updateSupport`): Excel import, per-row errors in the reply (`StatImportResult`). */
  import: string
  /** POST: the empty Excel template. */
  template: string
  /** POST form fields = the list's filter: Excel export of every matching row. */
  export: string
}

const BASE = '/statistics/manualInputData'

export function statEndpoints(kind: StatKind): StatKindEndpoints {
  const suffix = STAT_KIND_SUFFIXES[kind]
  return {
    list: `${BASE}/list${suffix}`,
    info: `${BASE}/getInfo`,
    save: `${BASE}/save${suffix}`,
    remove: `${BASE}/delete${suffix}`,
    submit: `${BASE}/submit${suffix}`,
    approve: `${BASE}/approve${suffix}`,
    reject: `${BASE}/return${suffix}`,
    unlock: `${BASE}/unlock${suffix}`,
    history: `${BASE}/history${suffix}`,
    import: `${BASE}/import${suffix}`,
    template: `${BASE}/importTemplate${suffix}`,
    export: `${BASE}/export${suffix}`,
  }
}

/** The spec's patent-detail controller (the same rows as `patentDetail`'s manualInputData routes). */
export const PATENT_DETAIL_ENDPOINTS = {
  list: '/statistics/patent/list',
  add: '/statistics/patent/add',
  edit: '/statistics/patent/edit',
  remove: '/statistics/patent/delete',
} as const

export const STAT_ENDPOINTS = {
  /** GET `?kind=` the indicator catalogue (`StatIndexRow[]`). */
  indexList: '/statistics/index/list',
  /** POST a catalogue edit (`StatIndexEdit`) or a lock change (`StatLockChange`). */
  indexEdit: '/statistics/index/edit',
  /** GET `?indexIds=1,2&orgId=&periodKey=` → `StatLockState[]`. */
  locks: '/statistics/index/getLocksByIndexIds',
  /** GET `?indexId=&orgId=` → the lock records, newest first (`StatLockRow[]`). */
  lockLog: '/statistics/index/lockLog',
  /** GET → the organisations the caller may fill in for (data scope), flat (`StatOrgOption[]`). */
  orgList: '/statistics/org/list',
  fileList: '/statistics/file/list',
  /** GET `?screenCode=bigscreen7` → `StatFileRow[]` with `isScreen`, by `screenSort`. */
  fileScreenList: '/statistics/file/screen/list',
  /** POST multipart `file` + the row's fields (`category`, `kind`, `bizId`, `isScreen`, `screenCode`…). */
  fileAdd: '/statistics/file/add',
  /** POST `{ ids }`. */
  fileDelete: '/statistics/file/delete',
  /** GET `?periodKey=2025-06&orgIds=1,2&includeUnreviewed=true` → `StatReport`. */
  report: '/statistics/report/data',
  /** POST the same filter → xlsx. */
  reportExport: '/statistics/report/export',
  /** GET `?year=&month=&includeUnreviewed=` → `Bigscreen6Data` / `Bigscreen7Data`. */
  screen: (screen: ScreenCode) => `/statistics/screen/${screen}`,
  /**
   * GET (server-sent events): `change` (`StatChangeEvent`), `heartbeat` every 15 s, `revoked` before the server
   * closes a revoked display token's stream. The token travels as usual (Authorization header, so a fetch-based
   * reader, or the Admin-Token cookie for the portal's EventSource).
   */
  stream: '/statistics/stream',
  displayTokenList: '/statistics/displayToken/list',
  /** POST `{ name, screens, remark? }` → `{ token, row }` (the token is shown once). */
  displayTokenAdd: '/statistics/displayToken/add',
  /** POST `{ ids }`: revoked tokens stop at once, open streams close. */
  displayTokenRevoke: '/statistics/displayToken/revoke',
} as const

/**
 * Component paths the seeded menus name (the web module keys its views by them). One entry screen serves every
 * kind; its menu carries the kind in the route query (`{"kind":"investment"}`).
 */
export const STAT_COMPONENTS = {
  entry: 'statistics/entry/index',
  index: 'statistics/index/index',
  report: 'statistics/report/index',
  file: 'statistics/file/index',
  displayToken: 'statistics/displayToken/index',
  bigscreen6: 'bigscreen6/index',
  bigscreen7: 'bigscreen7/index',
} as const

/** The SSE event names of `/statistics/stream`. */
export const STAT_STREAM_EVENTS = { change: 'change', heartbeat: 'heartbeat', revoked: 'revoked' } as const

/** Display tokens start with this, so the server tells them from session tokens without a lookup. */
export const DISPLAY_TOKEN_PREFIX = 'wpd_'
