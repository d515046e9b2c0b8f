import { describe, expect, expectTypeOf, it } from 'vitest'
import {
  CONFIG,
  DEPT,
  DICT_DATA,
  DICT_TYPE,
  LOGIN_LOG,
  MENU,
  NOTICE,
  OPER_LOG,
  POST,
  ROLE,
  USER,
} from '../system/resources'
import { checkResource } from './check'
import {
  actionsOf,
  defaultsOf,
  fieldsIn,
  formatTime,
  inputFields,
  permissionOf,
  rangeKeysOf,
  searchOpOf,
  sortOf,
  uniqueMessage,
} from './derive'
import { defineResource, field as f, moduleResources, type InputOf, type RowOf } from '.'

const NOTE = defineResource({
  module: 'notes',
  key: 'note',
  title: '便签管理',
  noun: '便签',
  path: '/notes/note',
  id: 'noteId',
  name: 'title',
  permissions: { list: 'notes:note:list', add: 'notes:note:add', edit: 'notes:note:edit' },
  fields: [
    f.id('noteId', '编号', { list: true }),
    f.text('title', '标题', { required: true, maxLength: 50, list: true, search: true, form: true }),
    f.dict('level', '级别', 'note_level', {
      options: [
        { value: 'low', label: '低' },
        { value: 'high', label: '高' },
      ],
      default: 'low',
      form: true,
    }),
    f.money('budget', '预算', { list: true }),
    f.dept('deptId', '部门', { required: true, form: true }),
    f.boolean('pinned', '置顶', { default: false }),
    f.status({ list: { switch: true } }),
    f.createTime({ list: true, search: true }),
  ],
})

/** A copy of a description as JSON would carry it, changed by `edit`. */
const variant = (edit: (d: Record<string, any>) => void) => {
  const d = JSON.parse(JSON.stringify(NOTE))
  edit(d)
  return d
}

describe('checkResource', () => {
  it('finds nothing wrong with the system resources, in TypeScript or after a trip through JSON', () => {
    for (const r of [POST, NOTICE, CONFIG, DICT_TYPE, DICT_DATA, DEPT, ROLE, MENU, USER, NOTE]) {
      expect(checkResource(r)).toEqual([])
      expect(checkResource(JSON.parse(JSON.stringify(r)))).toEqual([])
    }
  })

  it('names each problem of a stored description and where it is', () => {
    expect(checkResource(null)).toEqual(['描述应为对象'])
    expect(checkResource(variant((d) => delete d.path))).toContain('资源：缺少 path')
    expect(checkResource(variant((d) => (d.colour = 'red')))).toContain('资源：未知的属性 colour')
    expect(checkResource(variant((d) => (d.fields[1].type = 'html')))).toContain('字段 title：未知的类型 html')
    expect(checkResource(variant((d) => (d.fields[1].maxLength = -1)))).toContain('字段 title：maxLength 应为非负整数')
    expect(checkResource(variant((d) => (d.fields[1].pattern = { regex: '([', message: 'x' })))).toContain(
      '字段 title：pattern.regex 不是有效的正则表达式',
    )
    expect(checkResource(variant((d) => (d.fields[1].rules = ['phone', 'fax'])))).toEqual([
      expect.stringContaining('字段 title：rules 只能取'),
    ])
    expect(checkResource(variant((d) => (d.fields[2].default = 'mid')))).toContain(
      '字段 level：default 不在 options 之中',
    )
    expect(checkResource(variant((d) => d.fields.push({ ...d.fields[1] })))).toContain('字段 title：与另一字段同名')
    expect(checkResource(variant((d) => (d.fields[1].search = { op: 'between' })))).toContain(
      '字段 title：between 只用于日期和数字',
    )
    expect(checkResource(variant((d) => (d.fields[0].form = true)))).toContain(
      '字段 noteId：由服务端填写的字段不能出现在表单中',
    )
    expect(checkResource(variant((d) => (d.fields[3].list = { switch: true })))).toContain(
      '字段 budget：只有 status 字段可以在列表中切换',
    )
    expect(checkResource(variant((d) => (d.fields[1].list = { sorter: true })))).toContain(
      '字段 title：可排序的列须列入 sort.fields',
    )
    expect(checkResource(variant((d) => (d.id = 'uuid')))).toContain('id：没有字段 uuid')
    expect(checkResource(variant((d) => (d.dataScope = { dept: 'title' })))).toContain('dataScope.dept：应为部门字段')
    expect(checkResource(variant((d) => (d.tree = { parent: 'noteId', messages: { self: '', children: 3 } })))).toEqual(
      expect.arrayContaining(['tree.messages.self：应为文字', 'tree.messages.children：应为文字']),
    )
    expect(checkResource(variant((d) => (d.permissions.purge = 'notes:note:purge')))).toContain(
      'permissions：未知的操作 purge',
    )
    expect(checkResource(variant((d) => (d.permissions.list = 'everything')))).toContain(
      'permissions：list 应形如 module:resource:action',
    )
    expect(checkResource({ ...NOTE, sheet: undefined, fields: [...NOTE.fields, () => 1] })).toContain(
      '字段 #9：应为对象',
    )
  })
})

describe('what both sides derive', () => {
  it('offers the actions that have a permission; the status switch falls back to edit', () => {
    expect(actionsOf(NOTE)).toEqual(['list', 'add', 'edit', 'changeStatus'])
    expect(permissionOf(NOTE, 'changeStatus')).toBe('notes:note:edit')
    expect(actionsOf(NOTICE)).toEqual(['list', 'query', 'add', 'edit', 'remove'])
    expect(actionsOf(POST)).toContain('export')
  })

  it("empties a resource only where the description names 清空's permission (the logs)", () => {
    expect(actionsOf(POST)).not.toContain('clean')
    expect(actionsOf(OPER_LOG)).toEqual(['list', 'query', 'remove', 'export', 'clean'])
    expect(actionsOf(LOGIN_LOG)).toEqual(['list', 'remove', 'export', 'clean'])
    expect(checkResource(OPER_LOG)).toEqual([])
    const labelled = (type: string, sheet?: unknown) =>
      checkResource({
        ...OPER_LOG,
        sort: undefined,
        name: undefined,
        fields: [OPER_LOG.fields[0], { key: 'kind', label: '类别', type, dictType: 'sys_oper_type', export: sheet }],
      })
    expect(labelled('integer')).toEqual([])
    expect(labelled('money')).toContain('字段 kind：只有 dict、status 和 integer 字段可以有 dictType')
    expect(labelled('integer', { options: [{ label: '无值' }] })).toContain(
      '字段 kind：export.options 应为 { value, label } 的列表',
    )
  })

  it('searches text by contains and dates by range; the creation time is the family’s params[beginTime]', () => {
    const [, title, , , , , , created] = NOTE.fields
    expect(searchOpOf(title)).toBe('like')
    expect(searchOpOf(created)).toBe('between')
    expect(rangeKeysOf(created)).toEqual(['beginTime', 'endTime'])
    expect(rangeKeysOf({ key: 'inspectDate', label: '巡检日期', type: 'date' })).toEqual([
      'beginInspectDate',
      'endInspectDate',
    ])
  })

  it('orders by the description, ending with the id; starts new records at the defaults', () => {
    expect(sortOf(POST).order).toEqual([
      ['postSort', 'asc'],
      ['postId', 'asc'],
    ])
    expect(sortOf(CONFIG).order).toEqual([['configId', 'asc']])
    expect(defaultsOf(NOTE)).toEqual({ level: 'low', pinned: false, status: '0' })
  })

  it('writes export times with a parseTime pattern', () => {
    expect(formatTime('2026-03-10', '{y}年{m}月{d}日')).toBe('2026年03月10日')
    expect(formatTime(new Date(2026, 0, 2, 3, 4, 5), '{y}-{m}-{d} {h}:{i}:{s}')).toBe('2026-01-02 03:04:05')
    expect(formatTime('not a date', '{y}')).toBe('not a date')
  })

  it('words a repeated value from the rule’s template', () => {
    expect(uniqueMessage(POST, POST.unique[1], '修改', { postName: '董事长', postCode: 'ceo' })).toBe(
      "修改岗位'董事长'失败，岗位编码已存在",
    )
    expect(uniqueMessage(DICT_DATA, DICT_DATA.unique[0], '新增', { dictValue: '0' })).toBe("字典键值'0'已存在")
  })
})

describe('what users needed of the language', () => {
  const keys = (fields: readonly { key: string }[]) => fields.map((f) => f.key)

  it('lays a role out in its own order: the layout first, the rest in the fields’ order', () => {
    expect(keys(fieldsIn(USER, 'list'))).toEqual([
      'userId',
      'userName',
      'nickName',
      'deptName',
      'phonenumber',
      'status',
      'createTime',
    ])
    expect(keys(fieldsIn(USER, 'form'))).toEqual([
      'nickName',
      'deptId',
      'phonenumber',
      'email',
      'userName',
      'password',
      'sex',
      'status',
      'remark',
    ])
    expect(keys(fieldsIn(USER, 'export')).slice(-3)).toEqual(['deptName', 'leader', 'createTime'])
    expect(checkResource(variant((d) => (d.layout = { form: ['noteId'], side: [] })))).toEqual(
      expect.arrayContaining(['layout.form：字段 noteId 不在 form 中', 'layout：未知的角色 side']),
    )
  })

  it('takes a login name and password on add only; a password is never a row’s, listed or exported', () => {
    expect(keys(inputFields(USER))).toEqual(expect.arrayContaining(['userName', 'password']))
    expect(keys(inputFields(USER, 'edit'))).not.toEqual(expect.arrayContaining(['userName']))
    expect(keys(inputFields(USER, 'edit'))).not.toContain('password')
    expectTypeOf<RowOf<typeof USER>>().not.toHaveProperty('password')
    expectTypeOf<InputOf<typeof USER>>().toHaveProperty('password')
    expect(
      checkResource(variant((d) => d.fields.push({ key: 'secret', label: '密码', type: 'password', list: true }))),
    ).toContain('字段 secret：密码字段只能出现在表单中，不能只读、列出、搜索或导出')
  })

  it('filters a department field by its whole subtree, and only a department field', () => {
    expect(searchOpOf(USER.fields.find((f) => f.key === 'deptId')!)).toBe('under')
    expect(checkResource(variant((d) => (d.fields[1].search = { op: 'under' })))).toContain(
      '字段 title：under 只用于部门字段',
    )
    expect(checkResource(variant((d) => (d.fields[4].search = { op: 'under', hidden: true })))).toEqual([])
  })
})

describe('types drawn from a description', () => {
  it('types rows and inputs from the fields', () => {
    type Row = RowOf<typeof NOTE>
    expectTypeOf<Row['noteId']>().toEqualTypeOf<number>()
    expectTypeOf<Row['title']>().toEqualTypeOf<string>()
    expectTypeOf<Row['level']>().toEqualTypeOf<'low' | 'high'>()
    expectTypeOf<Row['budget']>().toEqualTypeOf<number | null | undefined>()
    expectTypeOf<Row['pinned']>().toEqualTypeOf<boolean>()
    type Input = InputOf<typeof NOTE>
    expectTypeOf<Input>().toHaveProperty('title')
    expectTypeOf<Input['deptId']>().toEqualTypeOf<number>()
    expectTypeOf<Input['level']>().toEqualTypeOf<'low' | 'high' | null | undefined>()
    expectTypeOf<Input>().not.toHaveProperty('noteId')
    expectTypeOf<Input>().not.toHaveProperty('createTime')
    // a body without its required fields does not type-check
    expectTypeOf<{ level: 'low' }>().not.toMatchTypeOf<Input>()
  })
})

describe('field.everywhere', () => {
  it('puts a field in the list, the search form, half a dialog row and the export', () => {
    expect(f.everywhere()).toEqual({ list: true, search: true, form: { span: 12 }, export: true })
    expect(f.dept('orgId', '单位', { required: true, ...f.everywhere(120, { region: '基本信息' }) })).toEqual({
      key: 'orgId',
      label: '单位',
      type: 'dept',
      required: true,
      list: { width: 120 },
      search: true,
      form: { span: 12, region: '基本信息' },
      export: true,
    })
  })
})

describe('field.inRegion', () => {
  it("puts each field in the region with the section's layout, the field's own form settings winning", () => {
    const fields = f.inRegion('资金来源', { span: 12 }, [
      f.wanYuan('fundSelf', '自有资金', { export: true }),
      f.text('note', '说明', { form: { span: 24, tooltip: '选填' } }),
      f.dept('orgId', '单位', { ...f.everywhere(120) }),
    ])
    expect(fields.map((field) => field.form)).toEqual([
      { region: '资金来源', span: 12 },
      { region: '资金来源', span: 24, tooltip: '选填' },
      { region: '资金来源', span: 12 },
    ])
    expect(fields[0]).toEqual({
      key: 'fundSelf',
      label: '自有资金',
      type: 'money',
      min: 0,
      max: 99999999,
      unit: '万元',
      export: true,
      form: { region: '资金来源', span: 12 },
    })
    expectTypeOf(fields[2].key).toEqualTypeOf<'orgId'>()
  })
})

describe('field.lifecycle', () => {
  it('is a dictionary status the server sets, listed, searched by several values and exported', () => {
    const status = f.lifecycle('libStatus', '状态', 'tr_status', 110, { default: '0' })
    expect(status).toEqual({
      key: 'libStatus',
      label: '状态',
      type: 'dict',
      dictType: 'tr_status',
      readonly: true,
      default: '0',
      list: { width: 110 },
      search: { op: 'in' },
      export: true,
    })
    expectTypeOf(status.readonly).toEqualTypeOf<true>()
  })
})

describe('field.audit', () => {
  it('gives the four audit columns in order, the options going to 创建时间', () => {
    expect(f.audit({ list: { width: 170 }, search: true })).toEqual([
      { key: 'createBy', label: '创建者', type: 'text', readonly: true },
      f.createTime({ list: { width: 170 }, search: true }),
      { key: 'updateBy', label: '更新者', type: 'text', readonly: true },
      { key: 'updateTime', label: '更新时间', type: 'datetime', readonly: true },
    ])
    expect(f.audit()[1]).toEqual({ key: 'createTime', label: '创建时间', type: 'datetime', readonly: true })
    expect(f.updateBy({ list: true })).toEqual({
      key: 'updateBy',
      label: '更新者',
      type: 'text',
      readonly: true,
      list: true,
    })
  })
})

describe('field.attachments', () => {
  it("is the files field of the dialog's 附件 section", () => {
    expect(f.attachments()).toEqual({
      key: 'attachments',
      label: '附件',
      type: 'file',
      maxLength: 2000,
      form: { region: '附件' },
    })
  })
})

describe('moduleResources', () => {
  const PERMS = {
    note: { list: 'notes:note:list', add: 'notes:note:add' },
    tag: { list: 'notes:tag:list' },
  } as const
  const define = moduleResources('notes', PERMS)
  const fields = [f.id('noteId', '编号'), f.text('title', '标题', { list: true })]

  it("fills the module, the path, the id and the permission set from the module's conventions", () => {
    const note = define('note', { title: '便签管理', noun: '便签', fields })
    expect(note).toEqual({
      module: 'notes',
      key: 'note',
      path: '/notes/note',
      id: 'noteId',
      permissions: PERMS.note,
      title: '便签管理',
      noun: '便签',
      fields,
    })
    expect(checkResource(note)).toEqual([])
    expectTypeOf(note.id).toEqualTypeOf<'noteId'>()
    expectTypeOf(note.permissions).toEqualTypeOf<typeof PERMS.note>()
    expectTypeOf<RowOf<typeof note>>().toEqualTypeOf<{ noteId: number; title?: string | null }>()
  })

  it('keeps what a draft names itself', () => {
    const own = { list: 'notes:archive:list' } as const
    const tag = define('tag', { title: '标签', noun: '标签', path: '/notes/tags', id: 'noteId', fields })
    expect([tag.path, tag.id, tag.permissions]).toEqual(['/notes/tags', 'noteId', PERMS.tag])
    expect(define('archive', { title: '归档', noun: '归档', id: 'noteId', permissions: own, fields }).permissions).toBe(
      own,
    )
  })

  it('refuses a resource the module has no permission set for', () => {
    expect(() => define('archive', { title: '归档', noun: '归档', id: 'noteId', fields })).toThrow(
      'notes.archive: 没有权限集',
    )
  })
})
