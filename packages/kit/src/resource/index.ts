export { crudApi, type CrudApi, type ImportAnswer, type RowPage } from './crudApi'
export { loadDeptTree, loadUserOptions, forgetPickers, type DeptOption, type UserOption } from './pickers'
// The description language the widgets draw screens from (the widgets reach the contract through the kit).
export {
  checkResource,
  choiceControlOf,
  defineResource,
  field,
  defaultsOf,
  dictTypeOf,
  fieldsIn,
  isMultiple,
  nameOf,
  permissionOf,
  rangeKeysOf,
  roleOf,
  searchOpOf,
  snakeCase,
  switchFieldOf,
  type FieldDescription,
  type ImportResult,
  type InputOf,
  type QueryOf,
  type ResourceDescription,
  type RowOf,
  type SearchOp,
} from '@wp/contract'
