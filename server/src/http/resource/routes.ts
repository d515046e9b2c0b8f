import {
  dictTypeOf,
  fieldOf,
  fieldsIn,
  nameOf,
  formatTime,
  inputFields,
  notFoundOf,
  permissionOf,
  rangeKeysOf,
  roleOf,
  searchOpOf,
  sheetOf,
  sortOf,
  switchFieldOf,
  uniqueMessage,
  type Choice,
  type FieldDescription,
  type InputOf,
  type ResourceDescription,
  type RowOf,
} from '@wp/contract'
import type { ZodRawShape } from 'zod'
import type { SessionAccess, SessionUser } from '../../auth/session'
import type { AppContext } from '../../context'
import { deptSubtreeIds, dictLabels, scopeGrant } from '../../directory'
import { crudRoutes, type CrudAction } from '../crud'
import { badRequest, ServiceError } from '../errors'
import type { ExcelColumn } from '../excel'
import type { Paging } from '../paging'
import type { Router } from '../route'
import { sanitizeRichText } from '../sanitize'
import { importRoutes } from './import'
import { bodySchema, filterShape, fittedToColumns } from './schema'
import type { Condition, ResourceStore, RowScope, StoredRow, StoreQuery } from './store'

type Row<R extends ResourceDescription> = StoredRow<R>
type Values = Record<string, unknown>

/** How a resource's routes reach its rows, and what the description cannot say. */
export interface ResourceBinding<R extends ResourceDescription> {
  /** where the rows live: `drizzleStore(db, POST, sysPost)` */
  store: ResourceStore<Row<R>>
  /** cleans rich-text fields' HTML; default the platform's allowlist (`http/sanitize.ts`) */
  sanitize?: (html: string) => string
  /** longer summaries for the API document where the default (新增岗位) says too little */
  summaries?: Partial<Record<CrudAction, string>>
  /** business rules the description cannot state, run before the derived write: throw a ServiceError to refuse */
  check?: {
    /** a row the caller asks for by id (its detail, an edit, a status change): refuse one they may not see */
    read?(row: Row<R>, user: SessionUser): Promise<void> | void
    /**
     * the values an add or edit would write (an edit's: those sent), before the derived scope and uniqueness checks:
     * a value the caller may not use at all (a department they cannot see) is refused with its own words first
     */
    values?(values: Partial<InputOf<R>>, user: SessionUser): Promise<void> | void
    add?(input: InputOf<R>, user: SessionUser): Promise<void> | void
    edit?(before: Row<R>, input: Partial<InputOf<R>>, user: SessionUser): Promise<void> | void
    remove?(rows: Row<R>[], user: SessionUser): Promise<void> | void
  }
  /** after every write that succeeded (clear caches here and in other processes) */
  changed?(): void
  /**
   * a row as the list or the detail sends it, where it carries more than the store's (a job's next fire time, a
   * department's parent name in its detail)
   */
  present?(row: Row<R>, view: 'list' | 'detail'): Row<R> | Promise<Row<R>>
  /**
   * Other names clients use for fields (the family's `accessTime` for `loginTime`): rows carry them as well, and a
   * list may be sorted by them.
   */
  aliases?: Readonly<Record<string, string>>
  /**
   * The rows the list and the export show this caller, where that is narrower than `store` and no `dataScope` says
   * it (others than administrators never list the administrators' role; a menu list shows the caller's own menus).
   */
  listed?(user: SessionUser): ResourceStore<Row<R>>
  /**
   * Body fields a write carries beyond the description's (a role's menu ids), validated here and handed to the
   * hand-written `add` and `edit` as their third argument.
   */
  body?: ZodRawShape
  /** hand-written writes in place of the store's (validation, permission, log, uniqueness and scope stay derived) */
  add?(input: InputOf<R>, user: SessionUser, extra: Values): Promise<Row<R>>
  edit?(id: number, input: Partial<InputOf<R>>, user: SessionUser, extra: Values): Promise<void>
  remove?(ids: number[], user: SessionUser): Promise<void>
  /** a hand-written status switch (its own refusals and side effects) in place of a derived edit of the status */
  changeStatus?(id: number, status: '0' | '1', user: SessionUser): Promise<void>
  /**
   * No derived detail route: the resource answers `GET path/:id` by hand beside these, in a shape of its own (a user
   * with the roles and posts to choose from).
   */
  detail?: false
  /**
   * Delete one row at a time (`DELETE path/:id`, the family's path for a tree such as menus, whose rows go leaf by
   * leaf) instead of a list of ids (`DELETE path/:ids`).
   */
  removeOne?: boolean
}

/**
 * Declares a resource's routes from its description (`GET path/list`, `GET path/:id`, `POST path`, `PUT path`,
 * `PUT path/changeStatus`, `DELETE path/:ids`, `POST path/export`, `POST path/importTemplate` and
 * `POST path/importData`): each action the description gives a permission, with its operation-log title, its
 * validation, the sort allowlist, the data scope on the declared fields, the export's columns and the import's
 * template. Routes that are not plain CRUD stay hand-written beside it (`r.get` …).
 */
export function resourceRoutes<R extends ResourceDescription>(r: Router, resource: R, binding: ResourceBinding<R>) {
  const d = derived(r, resource, binding)
  // a body may carry no more than its columns hold (the store says how much)
  const fitted = fittedToColumns(resource, binding.store.columnLengths)
  const has = (action: Parameters<typeof permissionOf>[1]) => !!permissionOf(resource, action)
  if (resource.fields.some((f) => f.type === 'password') && has('add') && !binding.add)
    throw new Error(`${resource.path}: a password field is kept by the resource's own add, never stored as given`)
  const statusField = switchFieldOf(resource)
  crudRoutes<RowOf<R>, ZodRawShape, ZodRawShape, Row<R> & object>(r, {
    path: resource.path,
    title: resource.title,
    noun: resource.noun,
    id: resource.id,
    permissions: {
      list: permissionOf(resource, 'list'),
      query: permissionOf(resource, 'query'),
      add: permissionOf(resource, 'add'),
      edit: permissionOf(resource, 'edit'),
      remove: permissionOf(resource, 'remove'),
      export: permissionOf(resource, 'export'),
      changeStatus: permissionOf(resource, 'changeStatus'),
      clean: permissionOf(resource, 'clean'),
    },
    filters: filterShape(resource) as never,
    paged: !resource.tree,
    body: bodySchema(fitted, binding.sanitize ?? sanitizeRichText).extend(binding.body ?? {}) as never,
    editBody: bodySchema(fitted, binding.sanitize ?? sanitizeRichText, 'edit').extend(binding.body ?? {}) as never,
    summaries: binding.summaries,
    // a store's rows are the description's rows as the server holds them (times as Dates): what `Served` allows
    list: has('list') ? (query, user) => d.list(query as Values & Paging, user) as never : undefined,
    get:
      has('query') && binding.detail !== false
        ? async (id, user) => d.present(await d.visible(id, user), 'detail') as never
        : undefined,
    add: has('add') ? (body, user) => d.add(body as Values, user) : undefined,
    edit: has('edit') ? (id, body, user) => d.edit(id, body as Values, user) : undefined,
    changeStatus: statusField && ((id, status, user) => d.changeStatus(id, status, user)),
    remove: has('remove') && !binding.removeOne ? (ids, user) => d.remove(ids, user) : undefined,
    removeOne: has('remove') && binding.removeOne ? (id, user) => d.remove([id], user) : undefined,
    clean: has('clean') ? () => d.clean() : undefined,
    export: has('export')
      ? {
          name: sheetOf(resource),
          columns: () => exportColumns(r, resource),
          rows: async (filters, user) => d.listed(user).stream(await d.query(filters as Values, user)),
        }
      : undefined,
  })
  const importAccess = permissionOf(resource, 'import')
  if (importAccess)
    importRoutes(r, {
      path: resource.path,
      access: importAccess,
      title: resource.title,
      noun: resource.noun,
      // each good row goes through the derived add: uniqueness, data scope, the binding's checks
      target: () => ({ resource, add: (values, user) => d.add(values, user) }),
    })
}

/**
 * The rows of a resource the caller's data scope reaches (undefined: all of them, or the resource declares no
 * `dataScope`): what the derived routes give their store, and what a hand-written route beside them passes to
 * `store.get(id, scope)` or a `StoreQuery` to see the same rows.
 */
export async function rowScopeOf(
  ctx: AppContext,
  resource: ResourceDescription,
  user: SessionAccess,
): Promise<RowScope | undefined> {
  if (!resource.dataScope || user.isAdmin) return undefined
  const grant = await scopeGrant(ctx, user)
  if (grant.all) return undefined
  return { deptIds: grant.deptIds, self: grant.self ? { userId: user.userId, userName: user.userName } : undefined }
}

/**
 * The derived handlers of a description whose routes are not declared one per resource — a ledger's description is
 * read from the database per request (`server/src/ledger`): the same validation of filters, sorting, data scope,
 * uniqueness and writes as `resourceRoutes`, and the export's columns. The caller parses bodies and queries with
 * `bodySchema` / `querySchema` first.
 */
export function resourceHandlers<R extends ResourceDescription>(r: Router, resource: R, binding: ResourceBinding<R>) {
  return { ...derived(r, resource, binding), exportColumns: <Row extends object>() => exportColumns<Row>(r, resource) }
}

/** The derived handlers of one resource. */
function derived<R extends ResourceDescription>(r: Router, resource: R, binding: ResourceBinding<R>) {
  const { store } = binding
  const ctx = r.ctx
  const noAccess = `没有权限访问${resource.noun}数据！`
  const audit = (user: SessionUser) => ({ by: user.userName, at: ctx.clock.now() })

  const scopeOf = (user: SessionUser) => rowScopeOf(ctx, resource, user)
  const listed = (user: SessionUser) => binding.listed?.(user) ?? store
  /** The body's fields beyond the description's (`binding.body`), for the hand-written writes. */
  const extras = (body: Values): Values =>
    Object.fromEntries(Object.keys(binding.body ?? {}).map((key) => [key, body[key]]))

  const aliases = binding.aliases ?? {}
  const searched = searchPlan(resource)
  const sorting = sortOf(resource)
  const query = async (q: Values & Partial<Paging>, user: SessionUser): Promise<StoreQuery> => ({
    where: await conditions(ctx, searched, q),
    order: order(sorting, { ...q, orderByColumn: q.orderByColumn && (aliases[q.orderByColumn] ?? q.orderByColumn) }),
    scope: await scopeOf(user),
  })

  const named = Object.entries(aliases)
  /** The row as sent: the binding's additions, and the fields' other names. */
  const present = async (stored: Row<R>, view: 'list' | 'detail' = 'list'): Promise<Row<R>> => {
    const row = binding.present ? await binding.present(stored, view) : stored
    if (!named.length) return row
    const values = row as Values
    return { ...values, ...Object.fromEntries(named.map(([alias, key]) => [alias, values[key]])) } as Row<R>
  }
  /** A list's rows as sent (as stored when the binding adds nothing). */
  const presentAll = (rows: Row<R>[]): Row<R>[] | Promise<Row<R>[]> =>
    binding.present || named.length ? Promise.all(rows.map((row) => present(row))) : rows

  /** One row the caller may see: 404 when there is none, refused when the scope does not reach it. */
  const visible = async (id: number, user: SessionUser): Promise<Row<R>> => {
    const row = await store.get(id)
    if (!row) throw new ServiceError(notFoundOf(resource), 404)
    const scope = await scopeOf(user)
    if (scope && !(await store.get(id, scope))) throw new ServiceError(noAccess)
    await binding.check?.read?.(row, user)
    return row
  }

  /**
   * A written row must stay within the caller's scope (nobody writes rows they could not see): its department one
   * they are granted, unless "self" lets them see the rows they write whatever the department.
   */
  const assertWritable = async (values: Values, user: SessionUser) => {
    const { dept, user: owner, createBy } = resource.dataScope ?? {}
    const scope = dept && (await scopeOf(user))
    if (!scope || values[dept] == null) return
    if (scope.self && (owner || createBy)) return
    if (!scope.deptIds.includes(values[dept] as number)) throw new ServiceError(noAccess)
  }

  const assertUnique = async (verb: '新增' | '修改', values: Values, except?: number) => {
    for (const rule of resource.unique ?? []) {
      const picked = Object.fromEntries(rule.fields.map((key) => [key, values[key]]))
      if (Object.values(picked).some((v) => v === undefined || v === null || v === '')) continue
      if (await store.taken(picked, except)) throw new ServiceError(uniqueMessage(resource, rule, verb, values))
    }
  }

  /**
   * A tree's row cannot move under itself or below itself (`修改部门'研发部'失败，上级部门不能是自己的下级部门`); its
   * parent must exist (0: the top).
   */
  const assertParent = async (values: Values, id?: number) => {
    const parent = resource.tree && values[resource.tree.parent]
    if (!resource.tree || parent === undefined || parent === null || parent === 0) return
    const { noun } = resource
    const fail = (why: string) => new ServiceError(`修改${noun}'${String(values[nameOf(resource)] ?? '')}'失败，${why}`)
    const words = resource.tree.messages
    if (Number(parent) === id) throw fail(words?.self ?? `上级${noun}不能是自己`)
    for (let at = Number(parent), depth = 0; at && depth < 100; depth++) {
      if (at === id) throw fail(words?.below ?? `上级${noun}不能是自己的下级${noun}`)
      const row = (await store.get(at)) as Values | undefined
      if (!row) throw new ServiceError(`上级${noun}不存在`)
      at = Number(row[resource.tree.parent])
    }
  }

  /** A tree's row with rows below it cannot be deleted. */
  const assertLeaves = async (ids: number[]) => {
    if (!resource.tree) return
    const parent = fieldOf(resource, resource.tree.parent)
    const below = await store.all({ where: [{ field: parent, op: 'in', value: ids.map(String) }], order: [] })
    if (below.some((row) => !ids.includes((row as Values)[resource.id] as number)))
      throw new ServiceError(resource.tree.messages?.children ?? `存在下级${resource.noun},不允许删除`)
  }

  return {
    query,
    visible,
    present,
    listed,
    async list(q: Values & Paging, user: SessionUser): Promise<{ rows: Row<R>[]; total: number } | Row<R>[]> {
      const sq = await query(q, user)
      const rows = listed(user)
      if (resource.tree) return presentAll(await rows.all(sq))
      const page = await rows.page(sq, q)
      return { rows: await presentAll(page.rows), total: page.total }
    },
    async clean(): Promise<void> {
      await store.clear()
      binding.changed?.()
    },
    async add(body: Values, user: SessionUser): Promise<Row<R>> {
      const values = filled(resource, body)
      const { dept, user: owner } = resource.dataScope ?? {}
      // the owner's department (not where the rows are departments themselves)
      if (dept && dept !== resource.id && fieldOf(resource, dept).readonly) values[dept] = user.deptId
      if (owner && owner !== resource.id && fieldOf(resource, owner).readonly) values[owner] = user.userId
      await binding.check?.values?.(values as Partial<InputOf<R>>, user)
      await assertWritable(values, user)
      await assertParent(values)
      await assertUnique('新增', values)
      const input = values as InputOf<R>
      await binding.check?.add?.(input, user)
      const row = binding.add ? await binding.add(input, user, extras(body)) : await store.insert(values, audit(user))
      binding.changed?.()
      return row
    },
    async edit(id: number, body: Values, user: SessionUser, unique = true): Promise<void> {
      const before = await visible(id, user)
      const values = changed(resource, body)
      await binding.check?.values?.(values as Partial<InputOf<R>>, user)
      await assertWritable(values, user)
      await assertParent({ ...(before as Values), ...values }, id)
      if (unique) await assertUnique('修改', { ...(before as Values), ...values }, id)
      const input = values as Partial<InputOf<R>>
      await binding.check?.edit?.(before, input, user)
      await (binding.edit ? binding.edit(id, input, user, extras(body)) : store.update(id, values, audit(user)))
      binding.changed?.()
    },
    async changeStatus(id: number, status: '0' | '1', user: SessionUser): Promise<void> {
      if (!binding.changeStatus) return this.edit(id, { [switchFieldOf(resource)!.key]: status }, user, false)
      await binding.changeStatus(id, status, user)
      binding.changed?.()
    },
    async remove(ids: number[], user: SessionUser): Promise<void> {
      const scope = await scopeOf(user)
      if (scope && (await store.countVisible(ids, scope)) < ids.length) throw new ServiceError(noAccess)
      await assertLeaves(ids)
      if (binding.check?.remove) {
        const idField = fieldOf(resource, resource.id)
        const rows = await store.all({ where: [{ field: idField, op: 'in', value: ids.map(String) }], order: [] })
        await binding.check.remove(rows, user)
      }
      await (binding.remove ? binding.remove(ids, user) : store.remove(ids))
      binding.changed?.()
    },
  }
}

const absent = (v: unknown) => v === undefined || v === null

/** An add's values: every writable field, the default (or null) where none was given. */
function filled(r: ResourceDescription, body: Values): Values {
  return Object.fromEntries(inputFields(r).map((f) => [f.key, absent(body[f.key]) ? (f.default ?? null) : body[f.key]]))
}

/** An edit's values: only the fields sent; a blank one takes its default (or null, clearing it). */
function changed(r: ResourceDescription, body: Values): Values {
  const values: Values = {}
  for (const f of inputFields(r, 'edit')) {
    if (body[f.key] === undefined) continue
    values[f.key] = body[f.key] === null ? (f.default ?? null) : body[f.key]
  }
  return values
}

/** A resource's search fields with their operators and range keys, worked out once. */
const searchPlan = (r: ResourceDescription) =>
  fieldsIn(r, 'search').map((field) => ({ field, op: searchOpOf(field), range: rangeKeysOf(field) }))

/**
 * The list's conditions from the validated query: one per search field given a value (a department `under` which
 * rows must be: its subtree's ids).
 */
async function conditions(ctx: AppContext, searched: ReturnType<typeof searchPlan>, q: Values): Promise<Condition[]> {
  const list: Condition[] = []
  const params = (q.params ?? {}) as Values
  for (const { field, op, range } of searched) {
    if (op === 'between') {
      const [begin, end] = range.map((k) => params[k] as string | number | undefined)
      if (begin !== undefined || end !== undefined) list.push({ field, op, value: { begin, end } })
      continue
    }
    const value = q[field.key]
    if (value === undefined || value === null || value === '') continue
    if (op === 'in') list.push({ field, op, value: value as string[] })
    else if (op === 'under')
      list.push({ field, op: 'in', value: (await deptSubtreeIds(ctx, Number(value))).map(String) })
    else list.push({ field, op, value: value as string | number | boolean })
  }
  return list
}

/** The requested column first (only from the allowlist), then the description's order. */
function order({ fields, order: fallback }: ReturnType<typeof sortOf>, q: Partial<Paging>) {
  const rest = fallback.map(([key, direction]) => ({ key, direction }))
  if (!q.orderByColumn) return rest
  if (!fields.includes(q.orderByColumn)) throw badRequest(`不支持按字段 ${q.orderByColumn.slice(0, 64)} 排序`)
  const ascending = q.isAsc === undefined || q.isAsc === 'asc' || q.isAsc === 'ascending'
  return [{ key: q.orderByColumn, direction: ascending ? ('asc' as const) : ('desc' as const) }, ...rest]
}

/** The export sheet's columns: headers, widths, and dictionary labels for choice fields. */
async function exportColumns<Row extends object>(
  r: Router,
  resource: ResourceDescription,
): Promise<ExcelColumn<Row>[]> {
  return Promise.all(
    fieldsIn(resource, 'export').map(async (f) => {
      const role = roleOf(f, 'export')!
      return {
        header: role.header ?? f.label,
        key: f.key as keyof Row & string,
        width: role.width ?? 18,
        format: role.format
          ? (v: unknown) => (v == null ? '' : formatTime(v as Date | string, role.format!))
          : await formatOf(r, f, role.options),
      }
    }),
  )
}

/** A cell's text: 是 / 否, or the labels of a field's values (the sheet's own, else the dictionary's, else its options). */
async function formatOf(
  r: Router,
  f: FieldDescription,
  sheet?: readonly Choice[],
): Promise<ExcelColumn<object>['format']> {
  if (f.type === 'boolean') return (v) => (v === true ? '是' : v === false ? '否' : '')
  const type = dictTypeOf(f)
  if (!type && !f.options && !sheet) return undefined
  const labels = new Map<string, string>(f.options?.map((o) => [o.value, o.label]) ?? [])
  if (type) for (const [value, label] of await dictLabels(r.ctx, type)) labels.set(value, label)
  for (const o of sheet ?? []) labels.set(o.value, o.label)
  return (v) =>
    v === null || v === undefined
      ? ''
      : String(v)
          .split(',')
          .map((one) => labels.get(one) ?? one)
          .join(',')
}
