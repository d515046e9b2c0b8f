export { HasPermi, HasRole, type HasPermiProps, type HasRoleProps } from './HasAccess'
export { useAccess, type Access } from './useAccess'
export {
  hasPermi,
  hasPermiOr,
  hasPermiAnd,
  hasRole,
  hasRoleOr,
  hasRoleAnd,
  SUPER_ROLE,
  ALL_PERMISSION,
  ROLE_LIST_MISSING,
  PERMISSION_LIST_MISSING,
} from './access'
