import { defineResource, field as f } from '@wp/kit'

/** The permissions of the list screens' test resource. */
export const P = {
  list: 'n:note:list',
  query: 'n:note:query',
  add: 'n:note:add',
  edit: 'n:note:edit',
  export: 'n:note:export',
} as const

/** A small described resource for the list screens' tests: a required text with a length limit, a patterned code,
 * a dictionary with a default, money and a status. */
export const NOTE = defineResource({
  module: 'notes',
  key: 'noteItem',
  title: '便签管理',
  noun: '便签',
  path: '/notes/note',
  id: 'noteId',
  name: 'title',
  permissions: P,
  fields: [
    f.id('noteId', '编号', { list: { width: 80 } }),
    f.text('title', '标题', { required: true, maxLength: 10, list: true, search: true, form: true, export: true }),
    f.text('code', '编码', {
      required: true,
      pattern: { regex: '[a-z]+', message: '编码只能是小写字母' },
      form: { span: 12 },
    }),
    f.dict('level', '级别', 'note_level', {
      options: [
        { value: 'low', label: '低' },
        { value: 'high', label: '高' },
      ],
      default: 'low',
      list: true,
      form: { control: 'radio', span: 12 },
    }),
    f.money('budget', '预算', { list: true }),
    f.status({ list: { switch: true } }),
  ],
})
