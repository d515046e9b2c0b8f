import { moduleResources, field as f, type RowOf } from '../resource'
import { WORKFLOW_PERMISSIONS } from './permissions'

const define = moduleResources('workflow')

/**
 * 流程's resources that are plain records, described once (see `../resource/language.ts`): the server's routes and
 * the browser's screens and calls are drawn from these.
 */

const P = WORKFLOW_PERMISSIONS.form

/** 表单配置: the form library (the content is the builder's `FormSchema` as JSON, checked by the server). */
export const FLOW_FORM = define('form', {
  title: '流程表单',
  noun: '表单',
  path: '/flowable/form',
  name: 'formName',
  permissions: { list: P.list, query: P.query, add: P.add, edit: P.edit, remove: P.remove },
  sort: { fields: ['formId', 'formName', 'createTime'], order: [['formId', 'desc']] },
  fields: [
    f.id('formId', '表单编号', { list: { width: 100 } }),
    f.name('formName', '表单名称', 64),
    f.textarea('formContent', '表单内容', { required: true, minLength: 2, maxLength: 500_000 }),
    f.remark({ list: true, form: true }),
    ...f.audit({ list: { width: 170 } }),
  ],
})
export type FlowFormRow = RowOf<typeof FLOW_FORM>
