import {
  GEN_HTML_TYPES,
  GEN_QUERY_TYPES,
  GEN_TEMPLATES,
  GEN_JAVA_TYPES,
  GEN_TS_TYPES,
  hasSubTable,
  isTreeTemplate,
  type GenColumn,
  type GenOptions,
  type GenSyncDiff,
  type GenTableInfo,
} from '@wp/contract'
import { asc, eq, inArray } from 'drizzle-orm'
import { z } from 'zod'
import type { AppContext } from '../context'
import { menuIdByKey } from '../directory'
import { sysMenu } from '../directory/menu/schema'
import { formatDateTime } from '../http/json'
import { badRequest, notFound, ServiceError } from '../http/errors'
import { importedColumn, tsTypeOf, dataTypeOf } from './columns'
import { dbColumns, dbTables } from './introspect'
import { BUSINESS_NAME, camel, labelOf, MODULE_NAME, pascal } from './names'
import { genTable, genTableColumn } from './schema'

type TableRow = typeof genTable.$inferSelect
type ColumnRow = typeof genTableColumn.$inferSelect

/** The stored options (JSON text) read back; nothing but strings is kept. */
export function optionsOf(row: Pick<TableRow, 'options'>): GenOptions {
  try {
    const parsed = JSON.parse(row.options ?? '{}') as Record<string, unknown>
    return Object.fromEntries(Object.entries(parsed).filter(([, v]) => typeof v === 'string')) as GenOptions
  } catch {
    return {}
  }
}

/** A table row as the family's screens read it (options spread beside, as the family's GenTable does). */
export const present = (row: TableRow, columns?: ColumnRow[]): GenTableInfo => ({
  ...(row as unknown as GenTableInfo),
  ...optionsOf(row),
  // the family's wire format, as the serializer writes every other date
  createTime: row.createTime ? formatDateTime(row.createTime) : null,
  updateTime: row.updateTime ? formatDateTime(row.updateTime) : null,
  ...(columns ? { columns: columns as unknown as GenColumn[] } : {}),
})

export async function tableById(ctx: AppContext, tableId: number) {
  const [row] = await ctx.db.select().from(genTable).where(eq(genTable.tableId, tableId))
  if (!row) throw notFound('业务表不存在')
  return row
}

export async function tableByName(ctx: AppContext, tableName: string) {
  const [row] = await ctx.db.select().from(genTable).where(eq(genTable.tableName, tableName))
  if (!row) throw notFound(`业务表 ${tableName} 未导入`)
  return row
}

export const columnsOf = (ctx: AppContext, tableId: number) =>
  ctx.db.select().from(genTableColumn).where(eq(genTableColumn.tableId, tableId)).orderBy(asc(genTableColumn.sort))

/**
 * Imports tables of the database into the generator (the family's `importGenTable`): names and labels from the
 * comments, the module from the name's first part (`crm_customer` → module `crm`, business `customer`).
 */
export async function importTables(ctx: AppContext, names: string[], author: string) {
  const offered = new Map((await dbTables(ctx.db, ctx.ownTables)).map((t) => [t.tableName, t]))
  const unknown = names.filter((n) => !offered.has(n))
  if (unknown.length) throw badRequest(`导入失败：表 ${unknown.join('、')} 不存在或属于平台自身`)
  const taken = await ctx.db.select({ n: genTable.tableName }).from(genTable).where(inArray(genTable.tableName, names))
  if (taken.length) throw badRequest(`导入失败：表 ${taken.map((t) => t.n).join('、')} 已导入`)
  const now = ctx.clock.now()
  await ctx.db.transaction(async (tx) => {
    for (const name of names) {
      const t = offered.get(name)!
      const parts = name.split('_').filter(Boolean)
      const moduleName = parts.length > 1 && MODULE_NAME.test(parts[0]) ? parts[0] : 'biz'
      const business = camel(parts.length > 1 ? parts.slice(1).join('_') : name).slice(0, 30)
      const [row] = await tx
        .insert(genTable)
        .values({
          tableName: name,
          tableComment: t.tableComment || name,
          className: pascal(parts.length > 1 ? parts.slice(1).join('_') : name),
          tplCategory: 'crud',
          packageName: `@wp/${moduleName}`,
          moduleName,
          businessName: BUSINESS_NAME.test(business) ? business : 'item',
          functionName: labelOf(t.tableComment, name),
          functionAuthor: author,
          createBy: author,
          createTime: now,
        })
        .returning()
      const columns = await dbColumns(tx as never, name)
      if (columns.length)
        await tx
          .insert(genTableColumn)
          .values(columns.map((c) => ({ ...importedColumn(c, row.tableId), createBy: author, createTime: now })))
    }
  })
}

/**
 * Brings an imported table's columns in line with the database (the family's `synchDb`): new columns are added as
 * on import, dropped ones removed, and the user's edits to the columns that remain (labels, field names, roles,
 * display and query types, dictionaries, bounds) are kept; a column whose type changed takes the new type (and, if
 * its TypeScript type changed, the display type of the new one). Answers what changed.
 */
export async function syncTable(ctx: AppContext, tableName: string, by: string): Promise<GenSyncDiff> {
  const table = await tableByName(ctx, tableName)
  const fresh = await dbColumns(ctx.db, tableName)
  if (!fresh.length) throw badRequest('同步数据失败，原表结构不存在')
  const before = new Map((await columnsOf(ctx, table.tableId)).map((c) => [c.columnName, c]))
  const diff: GenSyncDiff = { added: [], removed: [], changed: [] }
  const now = ctx.clock.now()
  await ctx.db.transaction(async (tx) => {
    for (const c of fresh) {
      const initial = importedColumn(c, table.tableId)
      const kept = before.get(c.columnName)
      if (!kept) {
        diff.added.push(c.columnName)
        await tx.insert(genTableColumn).values({ ...initial, createBy: by, createTime: now })
        continue
      }
      before.delete(c.columnName)
      const typeChanged = kept.columnType !== c.columnType
      if (typeChanged) diff.changed.push(c.columnName)
      const tsChanged = tsTypeOf(dataTypeOf(kept.columnType)) !== initial.javaType
      await tx
        .update(genTableColumn)
        .set({
          columnType: c.columnType,
          isPk: initial.isPk,
          isIncrement: initial.isIncrement,
          sort: initial.sort,
          ...(tsChanged
            ? { javaType: initial.javaType, htmlType: initial.htmlType, queryType: initial.queryType }
            : {}),
          updateBy: by,
          updateTime: now,
        })
        .where(eq(genTableColumn.columnId, kept.columnId))
    }
    const removed = [...before.values()]
    diff.removed = removed.map((c) => c.columnName)
    if (removed.length)
      await tx.delete(genTableColumn).where(
        inArray(
          genTableColumn.columnId,
          removed.map((c) => c.columnId),
        ),
      )
    await tx.update(genTable).set({ updateBy: by, updateTime: now }).where(eq(genTable.tableId, table.tableId))
  })
  return diff
}

const flag = z.enum(['0', '1'])
const shortText = (max: number) => z.string().trim().max(max)
const columnBody = z.object({
  columnId: z.coerce.number().int().positive(),
  columnComment: shortText(500),
  // ours, or the family's (Long, Integer, Double, BigDecimal, String, Date, Boolean) as ours
  javaType: z.preprocess(
    (v) => (typeof v === 'string' && Object.hasOwn(GEN_JAVA_TYPES, v) ? GEN_JAVA_TYPES[v] : v),
    z.enum(GEN_TS_TYPES, {
      error: () => `字段的类型只能是 string、number、boolean 或 ${Object.keys(GEN_JAVA_TYPES).join('、')}`,
    }),
  ),
  javaField: z.string().regex(/^[a-z][a-zA-Z0-9]{0,63}$/, '字段属性名须为驼峰式英文（字母开头）'),
  isRequired: flag.default('0'),
  isInsert: flag.default('0'),
  isEdit: flag.default('0'),
  isList: flag.default('0'),
  isQuery: flag.default('0'),
  queryType: z.string().max(20).default('EQ'),
  htmlType: z.enum(GEN_HTML_TYPES, { error: () => `显示类型只能是 ${GEN_HTML_TYPES.join('、')}` }),
  dictType: shortText(100).nullish(),
  minValue: z.union([z.string(), z.number()]).nullish(),
  maxValue: z.union([z.string(), z.number()]).nullish(),
  sort: z.coerce.number().int().optional(),
})

const menuId = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullish()

/**
 * The key of the menu the family's edit screen chose by id (its 上级菜单 tree): the generated module's menus hang under
 * a menu by key, so a menu without one (added by hand under 菜单管理) or a button cannot be the parent.
 */
async function parentMenuKeyOf(ctx: AppContext, menuId: number): Promise<string> {
  const [menu] = await ctx.db
    .select({ key: sysMenu.menuKey, name: sysMenu.menuName, type: sysMenu.menuType })
    .from(sysMenu)
    .where(eq(sysMenu.menuId, menuId))
  if (!menu) throw badRequest('上级菜单不存在')
  if (menu.type === 'F') throw badRequest(`上级菜单「${menu.name}」是按钮，不能挂菜单`)
  if (!menu.key) throw badRequest(`上级菜单「${menu.name}」没有菜单键，生成的菜单无法挂到它下面`)
  return menu.key
}

/** The family's `parentMenuId` of a table: the id of the menu its options name by key (0: the module's own directory). */
export async function parentMenuIdOf(ctx: AppContext, row: TableRow): Promise<number> {
  const key = optionsOf(row).parentMenuKey
  return (key && (await menuIdByKey(ctx.db, key))) || 0
}

/**
 * The body of `PUT /tool/gen` (the family's edit screen sends the generation info's tree fields and its parent menu's
 * id under `params`).
 */
export const editBody = z.object({
  tableId: z.coerce.number().int().positive(),
  tableName: shortText(200).min(1, '表名称不能为空'),
  tableComment: shortText(500).min(1, '表描述不能为空'),
  className: z.string().regex(/^[A-Z][A-Za-z0-9]{0,99}$/, '实体类名称须为大写字母开头的英文'),
  functionAuthor: shortText(50).min(1, '作者不能为空'),
  tplCategory: z.enum(GEN_TEMPLATES, { error: () => `生成模板只能是 ${GEN_TEMPLATES.join('、')}` }),
  tplWebType: shortText(30).nullish(),
  packageName: shortText(100).nullish(),
  moduleName: z.string().regex(MODULE_NAME, '生成模块名只能是小写字母和数字，以字母开头（2–30 个字符）'),
  businessName: z.string().regex(BUSINESS_NAME, '生成业务名须为驼峰式英文（字母开头，最多 30 个字符）'),
  functionName: shortText(50).min(1, '生成功能名不能为空'),
  genType: flag.default('0'),
  genPath: shortText(200).nullish(),
  subTableName: shortText(64).nullish(),
  subTableFkName: shortText(64).nullish(),
  treeCode: shortText(64).nullish(),
  treeParentCode: shortText(64).nullish(),
  treeName: shortText(64).nullish(),
  parentMenuKey: z
    .string()
    .regex(/^[a-z][a-z0-9-]*\.[\w./:-]{1,80}$/, '上级菜单须为菜单的键（如 system.tool）')
    .or(z.literal(''))
    .nullish(),
  permissionPrefix: z
    .string()
    .regex(/^[a-z][a-zA-Z0-9]*:[a-z][a-zA-Z0-9]*$/, '权限前缀须为「模块:业务」的形式（如 crm:customer）')
    .or(z.literal(''))
    .nullish(),
  /**
   * the family's parent menu, by id (0: none): under `params` its choice, which wins; at the top the detail's value,
   * which a `parentMenuKey` (ours) overrides
   */
  parentMenuId: menuId,
  params: z
    .object({
      treeCode: z.string().max(64).nullish(),
      treeParentCode: z.string().max(64).nullish(),
      treeName: z.string().max(64).nullish(),
      parentMenuId: menuId,
    })
    .partial()
    .nullish(),
  remark: shortText(500).nullish(),
  columns: z.array(columnBody).max(500),
})
export type EditBody = z.output<typeof editBody>

const bound = (v: string | number | null | undefined, label: string) => {
  const text = v === null || v === undefined ? '' : String(v).trim()
  if (text !== '' && !Number.isFinite(Number(text))) throw badRequest(`字段 ${label}：取值范围须为数字`)
  return text
}

/** Saves the generation settings (the family's `validateEdit` + `updateGenTable`). */
export async function editTable(ctx: AppContext, body: EditBody, by: string) {
  const table = await tableById(ctx, body.tableId)
  const columns = await columnsOf(ctx, table.tableId)
  const byId = new Map(columns.map((c) => [c.columnId, c]))
  const names = new Set(columns.map((c) => c.columnName))
  const tree = {
    treeCode: body.treeCode ?? body.params?.treeCode ?? '',
    treeParentCode: body.treeParentCode ?? body.params?.treeParentCode ?? '',
    treeName: body.treeName ?? body.params?.treeName ?? '',
  }
  if (isTreeTemplate(body.tplCategory)) {
    if (!tree.treeCode) throw badRequest('树编码字段不能为空')
    if (!tree.treeParentCode) throw badRequest('树父编码字段不能为空')
    if (!tree.treeName) throw badRequest('树名称字段不能为空')
    for (const [what, name] of [
      ['树编码字段', tree.treeCode],
      ['树父编码字段', tree.treeParentCode],
      ['树名称字段', tree.treeName],
    ])
      if (!names.has(name)) throw badRequest(`${what} ${name} 不是本表的列`)
  }
  if (hasSubTable(body.tplCategory)) {
    if (!body.subTableName) throw badRequest('关联子表的表名不能为空')
    if (!body.subTableFkName) throw badRequest('子表关联的外键名不能为空')
    if (body.subTableName === table.tableName) throw badRequest('子表不能是主表自身')
    const [sub] = await ctx.db.select().from(genTable).where(eq(genTable.tableName, body.subTableName))
    if (!sub) throw badRequest(`子表 ${body.subTableName} 尚未导入`)
    const subColumns = await columnsOf(ctx, sub.tableId)
    if (!subColumns.some((c) => c.columnName === body.subTableFkName))
      throw badRequest(`子表 ${body.subTableName} 没有外键列 ${body.subTableFkName}`)
    if (sub.businessName === body.businessName) throw badRequest('子表的业务名不能与主表相同')
  }
  const fields = new Set<string>()
  for (const c of body.columns) {
    const stored = byId.get(c.columnId)
    if (!stored) throw badRequest(`字段 ${c.columnId} 不属于表 ${table.tableName}`)
    if (fields.has(c.javaField)) throw badRequest(`字段属性名 ${c.javaField} 重复`)
    fields.add(c.javaField)
    if (!(GEN_QUERY_TYPES as readonly string[]).includes(c.queryType))
      throw badRequest(
        `字段 ${stored.columnName}：查询方式 ${c.queryType} 暂不支持（可选 ${GEN_QUERY_TYPES.join('、')}）`,
      )
    if (c.dictType && !/^[a-z][a-z0-9_]{0,99}$/.test(c.dictType))
      throw badRequest(`字段 ${stored.columnName}：字典类型只能是小写字母、数字和下划线`)
  }
  // the family's screen sends its choice under params (0: none) beside the detail's info as it was; ours, the key
  const chosen = body.params?.parentMenuId
  const keyOf = async (id: number | null | undefined) => (id ? parentMenuKeyOf(ctx, id) : undefined)
  const parentMenu =
    chosen !== undefined && chosen !== null
      ? await keyOf(chosen)
      : body.parentMenuKey || (await keyOf(body.parentMenuId))
  const options: GenOptions = {
    ...(isTreeTemplate(body.tplCategory) ? tree : {}),
    ...(parentMenu ? { parentMenuKey: parentMenu } : {}),
    ...(body.permissionPrefix ? { permissionPrefix: body.permissionPrefix } : {}),
  }
  const now = ctx.clock.now()
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(genTable)
      .set({
        tableComment: body.tableComment,
        className: body.className,
        functionAuthor: body.functionAuthor,
        tplCategory: body.tplCategory,
        tplWebType: body.tplWebType ?? table.tplWebType,
        packageName: `@wp/${body.moduleName}`, // the package is packages/<module>
        moduleName: body.moduleName,
        businessName: body.businessName,
        functionName: body.functionName,
        genType: body.genType,
        genPath: body.genPath || '/',
        subTableName: hasSubTable(body.tplCategory) ? body.subTableName! : null,
        subTableFkName: hasSubTable(body.tplCategory) ? body.subTableFkName! : null,
        options: JSON.stringify(options),
        remark: body.remark ?? null,
        updateBy: by,
        updateTime: now,
      })
      .where(eq(genTable.tableId, table.tableId))
    for (const c of body.columns) {
      const stored = byId.get(c.columnId)!
      await tx
        .update(genTableColumn)
        .set({
          columnComment: c.columnComment || stored.columnName,
          javaType: c.javaType,
          javaField: c.javaField,
          isRequired: c.isRequired,
          isInsert: c.isInsert,
          isEdit: c.isEdit,
          isList: c.isList,
          isQuery: c.isQuery,
          queryType: c.queryType,
          htmlType: c.htmlType,
          dictType: c.dictType ?? '',
          minValue: bound(c.minValue, stored.columnName),
          maxValue: bound(c.maxValue, stored.columnName),
          ...(c.sort === undefined ? {} : { sort: c.sort }),
          updateBy: by,
          updateTime: now,
        })
        .where(eq(genTableColumn.columnId, c.columnId))
    }
  })
}

export async function removeTables(ctx: AppContext, ids: number[]) {
  await ctx.db.transaction(async (tx) => {
    await tx.delete(genTableColumn).where(inArray(genTableColumn.tableId, ids))
    await tx.delete(genTable).where(inArray(genTable.tableId, ids))
  })
}

/** Refuses anything but development for writing into the working tree. */
export function assertDevelopment() {
  if (process.env.NODE_ENV !== 'development')
    throw new ServiceError('【系统预设】仅在开发环境（NODE_ENV=development）下允许生成文件到工作目录', 400)
}
