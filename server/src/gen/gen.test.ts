import JSZip from 'jszip'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { menuIdByKey } from '../directory'
import { sysMenu } from '../directory/menu/schema'
import { sharedTestServer, apiAs } from '../testing/harness'
import { createTemplateTables } from './testing/tables'

describe('代码生成: import, edit, sync, preview, download — at our paths and RuoYi-Cloud’s', () => {
  const t = sharedTestServer()
  const { call, must } = apiAs(() => t)
  const detailOf = async (tableName: string, base = '/tool/gen') => {
    const list = await must('GET', `${base}/list?tableName=${tableName}`)
    const row = (list.rows as { tableId: number; tableName: string }[]).find((r) => r.tableName === tableName)!
    return (await must('GET', `${base}/${row.tableId}`)).data as {
      info: Record<string, unknown> & { tableId: number }
      rows: (Record<string, unknown> & { columnId: number; columnName: string; javaField: string })[]
      tables: { tableName: string }[]
    }
  }
  /** The family's edit screen's body: the info, its columns and the tree fields under params. */
  const editBodyOf = (d: Awaited<ReturnType<typeof detailOf>>, changes: Record<string, unknown> = {}) => ({
    ...d.info,
    columns: d.rows,
    params: { treeCode: d.info.treeCode, treeParentCode: d.info.treeParentCode, treeName: d.info.treeName },
    ...changes,
  })

  beforeAll(async () => {
    await createTemplateTables(t.server.ctx.db)
  })

  it('lists the database’s tables but not the platform’s own, and imports with names and labels from comments', async () => {
    const db = await must('GET', '/tool/gen/db/list?pageSize=100')
    const names = (db.rows as { tableName: string; tableComment: string }[]).map((t) => t.tableName)
    expect(names).toEqual(expect.arrayContaining(['demo_gadget', 'demo_order', 'demo_order_item']))
    expect(names).not.toContain('sys_user')
    expect(names).not.toContain('gen_table')
    expect(db.rows).toContainEqual(expect.objectContaining({ tableName: 'demo_gadget', tableComment: '物件信息表' }))

    // the family's call: POST /code/gen/importTable?tables=a,b (params), then the table is no longer offered
    await must('POST', '/code/gen/importTable?tables=demo_gadget,demo_order&tplWebType=element-ui')
    const after = await must('GET', '/code/gen/db/list?pageSize=100&tableName=demo_')
    expect((after.rows as { tableName: string }[]).map((t) => t.tableName)).not.toContain('demo_gadget')
    expect(await call('POST', '/tool/gen/importTable?tables=demo_gadget')).toMatchObject({
      code: 400,
      msg: '导入失败：表 demo_gadget 已导入',
    })
    expect(await call('POST', '/tool/gen/importTable?tables=sys_user')).toMatchObject({
      code: 400,
      msg: '导入失败：表 sys_user 不存在或属于平台自身',
    })

    const d = await detailOf('demo_gadget', '/code/gen')
    expect(d.info).toMatchObject({
      tableName: 'demo_gadget',
      tableComment: '物件信息表',
      className: 'Gadget',
      moduleName: 'demo',
      businessName: 'gadget',
      functionName: '物件信息表',
      functionAuthor: 'admin',
      tplCategory: 'crud',
    })
    expect(d.tables.map((t) => t.tableName)).toEqual(expect.arrayContaining(['demo_gadget', 'demo_order']))
    const col = (name: string) => d.rows.find((c) => c.columnName === name)!
    expect(col('gadget_id')).toMatchObject({ isPk: '1', isIncrement: '1', javaField: 'gadgetId', javaType: 'number' })
    expect(col('gadget_name')).toMatchObject({
      columnComment: '物件名称',
      columnType: 'character varying(50)',
      isRequired: '1',
      isQuery: '1',
      queryType: 'LIKE',
      htmlType: 'input',
    })
    expect(col('status')).toMatchObject({ htmlType: 'radio', dictType: 'sys_normal_disable', isRequired: '0' })
    expect(col('made_on')).toMatchObject({ htmlType: 'date', queryType: 'BETWEEN' })
    expect(col('detail_content')).toMatchObject({ htmlType: 'editor', isList: '0' })
    expect(col('cover_image')).toMatchObject({ htmlType: 'imageUpload' })
    expect(col('unit_price')).toMatchObject({ htmlType: 'money', javaType: 'number' })
    expect(col('create_by')).toMatchObject({ isInsert: '0', isEdit: '0', isList: '0' })
    expect(col('extra')).toMatchObject({ isInsert: '0', isList: '0', isQuery: '0' })
  })

  it('saves edits, refusing what cannot be generated with a clear message', async () => {
    const d = await detailOf('demo_gadget')
    const rows = d.rows.map((c) => (c.columnName === 'gadget_name' ? { ...c, columnComment: '名称', isList: '1' } : c))
    await must('PUT', '/tool/gen', editBodyOf(d, { columns: rows, moduleName: 'gadget', functionName: '物件' }))
    const saved = await detailOf('demo_gadget')
    expect(saved.info).toMatchObject({ moduleName: 'gadget', functionName: '物件', packageName: '@wp/gadget' })
    expect(saved.rows.find((c) => c.columnName === 'gadget_name')).toMatchObject({ columnComment: '名称' })

    const bad = async (changes: Record<string, unknown>) => call('PUT', '/tool/gen', editBodyOf(saved, changes))
    expect(await bad({ moduleName: 'Bad-Name' })).toMatchObject({ code: 400 })
    expect((await bad({ moduleName: 'Bad-Name' })).msg).toContain('生成模块名只能是小写字母和数字')
    expect(await bad({ tplCategory: 'tree' })).toMatchObject({ code: 400, msg: '树编码字段不能为空' })
    expect(await bad({ tplCategory: 'sub' })).toMatchObject({ code: 400, msg: '关联子表的表名不能为空' })
    expect(
      await bad({ tplCategory: 'sub', subTableName: 'demo_order_item', subTableFkName: 'order_id' }),
    ).toMatchObject({ code: 400, msg: '子表 demo_order_item 尚未导入' })
    const unknown = saved.rows.map((c) => (c.columnName === 'quantity' ? { ...c, queryType: 'ABOUT' } : c))
    expect(await bad({ columns: unknown })).toMatchObject({
      code: 400,
      msg: '字段 quantity：查询方式 ABOUT 暂不支持（可选 EQ、NE、GT、GTE、LT、LTE、LIKE、BETWEEN、IN）',
    })
    const twice = saved.rows.map((c) => (c.columnName === 'quantity' ? { ...c, javaField: 'gadgetName' } : c))
    expect(await bad({ columns: twice })).toMatchObject({ code: 400, msg: '字段属性名 gadgetName 重复' })
  })

  it('generates each of the family’s query types as a search op, and takes its java types as ours', async () => {
    const d = await detailOf('demo_gadget', '/code/gen')
    const ops: Record<string, [queryType: string, javaType: string]> = {
      gadget_code: ['NE', 'String'],
      quantity: ['GT', 'Integer'],
      small_no: ['GTE', 'Long'],
      score: ['LT', 'Double'],
      unit_price: ['LTE', 'BigDecimal'],
      weight: ['BETWEEN', 'BigDecimal'],
      made_on: ['GTE', 'Date'],
      description: ['LIKE', 'String'],
    }
    const columns = d.rows.map((c) =>
      ops[c.columnName] ? { ...c, isQuery: '1', queryType: ops[c.columnName][0], javaType: ops[c.columnName][1] } : c,
    )
    const files = (await must('POST', '/code/gen/preview', editBodyOf(d, { columns }))).data as Record<string, string>
    const resources = files['packages/contract/src/gadget/resources.ts']
    const searchOf = (key: string) =>
      new RegExp(`f\\.\\w+\\(\\s*'${key}',[^)]*?search: (\\{ op: '\\w+' \\})`).exec(resources)?.[1]
    expect(searchOf('gadgetCode')).toBe("{ op: 'notEquals' }")
    expect(searchOf('quantity')).toBe("{ op: 'gt' }")
    expect(searchOf('smallNo')).toBe("{ op: 'gte' }")
    expect(searchOf('score')).toBe("{ op: 'lt' }")
    expect(searchOf('unitPrice')).toBe("{ op: 'lte' }")
    expect(searchOf('weight')).toBe("{ op: 'between' }")
    expect(searchOf('madeOn')).toBe("{ op: 'gte' }")
    await must('PUT', '/code/gen', editBodyOf(d, { columns }))
    const saved = await detailOf('demo_gadget')
    expect(saved.rows.find((c) => c.columnName === 'small_no')).toMatchObject({ queryType: 'GTE', javaType: 'number' })
    expect(saved.rows.find((c) => c.columnName === 'made_on')).toMatchObject({ queryType: 'GTE', javaType: 'string' })
    // what the description language cannot compare is refused when the module is drawn
    const like = d.rows.map((c) => (c.columnName === 'quantity' ? { ...c, isQuery: '1', queryType: 'LIKE' } : c))
    expect(await call('POST', '/code/gen/preview', editBodyOf(d, { columns: like }))).toMatchObject({
      code: 400,
      msg: '字段 quantity：查询方式 LIKE 只用于文本',
    })
    const gt = d.rows.map((c) => (c.columnName === 'gadget_name' ? { ...c, isQuery: '1', queryType: 'GT' } : c))
    expect(await call('POST', '/code/gen/preview', editBodyOf(d, { columns: gt }))).toMatchObject({
      code: 400,
      msg: '字段 gadget_name：查询方式 GT 只用于日期和数字',
    })
    await must('PUT', '/code/gen', editBodyOf(d))
  })

  it('syncs a changed table: keeps the edits to the columns that remain and says what changed', async () => {
    await t.server.ctx.db.execute(
      sql.raw(
        'alter table demo_gadget add column serial_no varchar(40); alter table demo_gadget drop column ratio; ' +
          'alter table demo_gadget alter column gadget_code type varchar(12)',
      ),
    )
    const res = await must('GET', '/code/gen/synchDb/demo_gadget')
    expect(res.data).toEqual({ added: ['serial_no'], removed: ['ratio'], changed: ['gadget_code'] })
    expect(res.msg).toBe('同步成功：新增列 serial_no；删除列 ratio；类型变化 gadget_code')
    const d = await detailOf('demo_gadget')
    expect(d.rows.map((c) => c.columnName)).not.toContain('ratio')
    expect(d.rows.find((c) => c.columnName === 'serial_no')).toMatchObject({ javaField: 'serialNo', isInsert: '1' })
    expect(d.rows.find((c) => c.columnName === 'gadget_code')).toMatchObject({ columnType: 'character varying(12)' })
    expect(d.rows.find((c) => c.columnName === 'gadget_name')).toMatchObject({ columnComment: '名称', isList: '1' })
    expect((await must('GET', '/tool/gen/synchDb/demo_gadget')).msg).toBe('同步成功：表结构没有变化')
  })

  it('previews every file of the module, formatted, and follows unsaved settings', async () => {
    const d = await detailOf('demo_gadget')
    const files = (await must('GET', `/tool/gen/preview/${d.info.tableId}`)).data as Record<string, string>
    expect(Object.keys(files).sort()).toEqual([
      'packages/contract/src/gadget/index.ts',
      'packages/contract/src/gadget/permissions.ts',
      'packages/contract/src/gadget/resources.ts',
      'packages/gadget/README.md',
      'packages/gadget/package.json',
      'packages/gadget/src/gadget/GadgetPage.tsx',
      'packages/gadget/src/index.ts',
      'packages/gadget/src/module.ts',
      'server/src/gadget/README.md',
      'server/src/gadget/gadget.test.ts',
      'server/src/gadget/index.ts',
      'server/src/gadget/routes.ts',
      'server/src/gadget/schema.ts',
      'server/src/gadget/security-samples.ts',
    ])
    // the feature package declares only its screens: views, pages and elements are drawn from them
    expect(files['packages/gadget/src/module.ts']).toContain(
      "  screens: {\n    'gadget/gadget/index': () => import('./gadget/GadgetPage'),\n  },",
    )
    expect(files['packages/contract/src/gadget/resources.ts']).toContain(
      "f.text('gadgetName', '名称', { required: true, maxLength: 50, list: true, search: true, form: true, export: true })",
    )
    expect(files['server/src/gadget/schema.ts']).toContain(
      "gadgetId: bigint('gadget_id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),",
    )
    expect(files['server/src/gadget/schema.ts']).toContain("extra: jsonb('extra'),")
    const draft = await must('POST', '/tool/gen/preview', {
      ...editBodyOf(d),
      businessName: 'thing',
      className: 'Thing',
    })
    expect(Object.keys(draft.data)).toContain('packages/gadget/src/thing/ThingPage.tsx')
    // nothing was saved
    expect((await detailOf('demo_gadget')).info.businessName).toBe('gadget')
  })

  it('draws 导入 for the module: the import permission in its set, the 导入 button, the security rows', async () => {
    const d = await detailOf('demo_gadget')
    const files = (await must('GET', `/tool/gen/preview/${d.info.tableId}`)).data as Record<string, string>
    expect(files['packages/contract/src/gadget/permissions.ts']).toMatch(
      /gadget: permissionSet\('[\w:]+', CRUD_IMPORT_ACTIONS\)/,
    )
    expect(files['server/src/gadget/index.ts']).toContain('导入: P.gadget.import')
    expect(files['server/src/gadget/security-samples.ts']).toMatch(
      /import: \{ access: GADGET_PERMISSIONS\.gadget\.import, row: \(\) => \(\{ 名称: '名称1'/,
    )
  })

  it('takes the family’s parent menu by id under params, and answers it back in the detail', async () => {
    const d = await detailOf('demo_gadget', '/code/gen')
    const tool = await menuIdByKey(t.server.ctx.db, 'system.tool')
    const put = (parentMenuId: number) =>
      call('PUT', '/code/gen', editBodyOf(d, { params: { ...editBodyOf(d).params, parentMenuId } }))
    expect((await put(tool!)).code).toBe(200)
    const saved = await detailOf('demo_gadget', '/code/gen')
    expect(saved.info).toMatchObject({ parentMenuKey: 'system.tool', parentMenuId: tool })
    const files = (await must('GET', `/tool/gen/preview/${d.info.tableId}`)).data as Record<string, string>
    expect(files['server/src/gadget/index.ts']).toMatch(/page\(\s*'gadget\.gadget',\s*'system\.tool'/)
    // a menu the generated menus cannot name by key, a button, a menu that is not there
    const [handMade] = await t.server.ctx.db
      .insert(sysMenu)
      .values({ menuName: '手工目录', menuType: 'M', path: 'hand' })
      .returning({ id: sysMenu.menuId })
    expect(await put(handMade.id)).toMatchObject({
      code: 400,
      msg: '上级菜单「手工目录」没有菜单键，生成的菜单无法挂到它下面',
    })
    const button = await menuIdByKey(t.server.ctx.db, 'gen.table/tool:gen:query')
    expect((await put(button!)).msg).toContain('是按钮，不能挂菜单')
    expect(await put(99_999_999)).toMatchObject({ code: 400, msg: '上级菜单不存在' })
    // 0: the module's own directory again
    expect((await put(0)).code).toBe(200)
    expect((await detailOf('demo_gadget', '/code/gen')).info.parentMenuId).toBe(0)
  })

  it('answers the family’s preview by template names its screen titles and highlights tabs by, ours by paths', async () => {
    const d = await detailOf('demo_gadget')
    const ours = (await must('GET', `/tool/gen/preview/${d.info.tableId}`)).data as Record<string, string>
    const family = (await must('GET', `/code/gen/preview/${d.info.tableId}`)).data as Record<string, string>
    expect(Object.keys(ours)).toContain('packages/contract/src/gadget/resources.ts')
    expect(family['vm/contract/contract-resources.typescript.vm']).toBe(
      ours['packages/contract/src/gadget/resources.ts'],
    )
    expect(family['vm/server/server-gadget-test.typescript.vm']).toBe(ours['server/src/gadget/gadget.test.ts'])
    expect(family['vm/web/web-README.html.vm']).toBe(ours['packages/gadget/README.md'])
    // index.vue: the tab is what lies between the last / and .vm, its language what follows the tab's first dot
    const tabs = Object.keys(family).map((key) => key.substring(key.lastIndexOf('/') + 1, key.indexOf('.vm')))
    expect(new Set(tabs).size).toBe(Object.keys(ours).length)
    const languages = new Set(tabs.map((tab) => tab.substring(tab.indexOf('.') + 1)))
    expect(
      [...languages].filter((l) => !['java', 'xml', 'html', 'vue', 'javascript', 'typescript', 'sql'].includes(l)),
    ).toEqual([])
    expect(Object.values(family).sort()).toEqual(Object.values(ours).sort())
  })

  it('seeds a dictionary the database does not have, its entries from the column comment', async () => {
    const d = await detailOf('demo_gadget')
    const typed = (dictType: string) =>
      d.rows.map((c) => (c.columnName === 'gadget_type' ? { ...c, htmlType: 'select', dictType } : c))
    const missing = (await must('POST', '/tool/gen/preview', editBodyOf(d, { columns: typed('demo_gadget_type') })))
      .data as Record<string, string>
    expect(missing['packages/contract/src/gadget/dicts.ts']).toMatch(
      /type: 'demo_gadget_type',\s+name: '物件类型',\s+items: \[\s+\['0', '普通'\],\s+\['1', '特殊'\],\s+\]/,
    )
    expect(missing['packages/contract/src/gadget/index.ts']).toContain("export * from './dicts'")
    expect(missing['server/src/gadget/index.ts']).toContain(
      "seeds: [dictionariesSeed('gadget.dicts', GADGET_DICTIONARIES, '物件信息表')],",
    )
    // a dictionary the database has is the platform's: nothing seeded
    const known = (await must('POST', '/tool/gen/preview', editBodyOf(d, { columns: typed('sys_yes_no') })))
      .data as Record<string, string>
    expect(Object.keys(known)).not.toContain('packages/contract/src/gadget/dicts.ts')
    expect(known['server/src/gadget/index.ts']).not.toContain('seeds')
  })

  it('downloads the module as a zip, and writes into the working tree only in development', async () => {
    const res = await t.server.fastify.inject({
      method: 'GET',
      url: '/prod-api/code/gen/batchGenCode?tables=demo_gadget',
      headers: { authorization: `Bearer ${t.token}` },
    })
    expect(res.headers['content-type']).toBe('application/octet-stream')
    const zip = await JSZip.loadAsync(res.rawPayload)
    expect(Object.keys(zip.files)).toContain('server/src/gadget/routes.ts')
    expect(await zip.file('packages/gadget/package.json')!.async('string')).toContain('"name": "@wp/gadget"')
    expect(await call('GET', '/tool/gen/genCode/demo_gadget')).toMatchObject({
      code: 400,
      msg: '【系统预设】仅在开发环境（NODE_ENV=development）下允许生成文件到工作目录',
    })
  })

  it('deletes imported tables, leaving the database’s table alone', async () => {
    const d = await detailOf('demo_order')
    await must('DELETE', `/code/gen/${d.info.tableId}`)
    expect((await must('GET', '/tool/gen/list?tableName=demo_order')).total).toBe(0)
    const offered = await must('GET', '/tool/gen/db/list?tableName=demo_order&pageSize=100')
    expect((offered.rows as { tableName: string }[]).map((t) => t.tableName)).toContain('demo_order')
  })
})
