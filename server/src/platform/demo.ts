/**
 * The demo organisation (`npm run demo`): each domain may add its share of believable data in
 * `server/src/<domain>/demo.ts`, found by file name, whose default export is a `DemoStep`. A step works through the
 * product's own HTTP API as the administrator (so numbering, validation, data scope and processes apply as they do
 * for a user) and must be safe to run twice: it looks up what it would create before creating it.
 */
export interface DemoClient {
  /**
   * Calls the API (`/system/dept/list`, without the `/prod-api` prefix) and returns the answer's `data` (undefined
   * for a write that answers none); refuses a code other than 200, and a page or other-shaped answer (use `list`).
   */
  get<T = unknown>(path: string, query?: Record<string, string | number | undefined>): Promise<T>
  /** A page (`/system/user/list`): its `rows` and `total`. */
  list<T = unknown>(
    path: string,
    query?: Record<string, string | number | undefined>,
  ): Promise<{ rows: T[]; total: number }>
  post<T = unknown>(path: string, body?: unknown): Promise<T>
  put<T = unknown>(path: string, body?: unknown): Promise<T>
  del<T = unknown>(path: string): Promise<T>
  /** Ids of the demo organisation's departments and users, by their names (`'生产安全部'`, `'zhangwei'`). */
  deptId(name: string): Promise<number>
  userId(userName: string): Promise<number>
  /** A line for the demo's progress report. */
  log(message: string): void
}

export interface DemoStep {
  /** Shown in the progress report ('项目管理'). */
  title: string
  /** Lower numbers run first; the organisation itself (departments, users, roles) is order 0. */
  order: number
  run(client: DemoClient): Promise<void>
}
