import { BUSINESS_TYPE } from '@wp/contract'
import type { CrudAction } from '../http/crud'
import type { Access } from '../http/route'
import { createdId, multipartFile, xlsxOf } from './fixtures'
import type { SampleRequest, SecurityTable } from './security-table'

export interface CrudSecurity {
  /** '/system/post' */
  path: string
  /** 'postId': the detail is `/:postId`, the delete `/:postIds` (or `/:postId` with `removeOne`). */
  id: string
  /** The operation-log title its writes must carry. */
  title: string
  /** The contract's permission set the routes must require. */
  permissions: Partial<Record<CrudAction, Access>>
  /** A valid new record, unique for each `n`: add, edit and delete are tested with it. */
  body?: (n: number) => Record<string, unknown>
  /** An existing record's id, for the detail route. */
  detailId?: number
  /** The list's query (`?roleId=2`). */
  listQuery?: string
  /** The export's form (`dictType=sys_user_sex`). */
  exportForm?: string
  /** Deletes one id at a time (trees). */
  removeOne?: boolean
  /**
   * 导入 drawn from the description (`POST path/importTemplate`, `POST path/importData`): its permission, and one
   * good row of the sheet for each `n`, by column header (the field's label).
   */
  import?: { access: Access; row: (n: number) => Record<string, string | number> }
}

/**
 * The security rows of a resource declared with `crudRoutes`: each expected access comes from the contract's
 * permission set and each write's log row from the title, as the family names them (not from the routes).
 */
export function crudSecurity(d: CrudSecurity): SecurityTable {
  const P = d.permissions
  const log = (type: (typeof BUSINESS_TYPE)[keyof typeof BUSINESS_TYPE]) => ({ title: d.title, type })
  const rows: SecurityTable = {}
  const add = (body: Record<string, unknown>, admin: string, s: Parameters<typeof createdId>[0]) =>
    createdId(s, admin, 'POST', d.path, body, d.id)
  if (P.list) rows[`GET ${d.path}/list`] = { access: P.list, sample: { url: `${d.path}/list${d.listQuery ?? ''}` } }
  if (P.query && d.detailId !== undefined)
    rows[`GET ${d.path}/:${d.id}`] = { access: P.query, sample: { url: `${d.path}/${d.detailId}` } }
  const body = d.body
  if (body && P.add)
    rows[`POST ${d.path}`] = {
      access: P.add,
      log: log(BUSINESS_TYPE.INSERT),
      sample: sample((n) => ({ body: body(n) })),
    }
  if (body && P.edit)
    rows[`PUT ${d.path}`] = {
      access: P.edit,
      log: log(BUSINESS_TYPE.UPDATE),
      sample: async (s, admin, n) => ({ body: { ...body(n), [d.id]: await add(body(n), admin, s) } }),
    }
  if (body && P.remove)
    rows[`DELETE ${d.path}/:${d.id}${d.removeOne ? '' : 's'}`] = {
      access: P.remove,
      log: log(BUSINESS_TYPE.DELETE),
      sample: async (s, admin, n) => ({ url: `${d.path}/${await add(body(n), admin, s)}` }),
    }
  if (P.export && d.exportForm !== undefined)
    rows[`POST ${d.path}/export`] = { access: P.export, log: log(BUSINESS_TYPE.EXPORT), sample: { form: d.exportForm } }
  const imported = d.import
  if (imported) {
    // a download of an empty template changes nothing: not logged
    rows[`POST ${d.path}/importTemplate`] = { access: imported.access, log: false, sample: { form: '' } }
    rows[`POST ${d.path}/importData`] = {
      access: imported.access,
      log: log(BUSINESS_TYPE.IMPORT),
      sample: async (_s, _admin, n) => {
        const row = imported.row(n)
        const sheet = await xlsxOf(Object.keys(row), [Object.values(row)])
        return { file: async () => multipartFile('file', 'import.xlsx', sheet, 'application/octet-stream') }
      },
    }
  }
  return rows
}

const sample =
  (make: (n: number) => SampleRequest) =>
  async (_s: unknown, _admin: string, n: number): Promise<SampleRequest> =>
    make(n)
