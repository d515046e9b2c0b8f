/**
 * The platform directory: people, organisation and catalogue facts every domain needs, behind typed functions.
 * A domain asks here (never another domain's files, never these tables in raw SQL): who a user is, names for ids,
 * the members of a role, a department or a post, a department's subtree and path, what a caller may see (data
 * scope on the domain's own columns), dictionary labels, and it declares its menus and dictionaries here.
 * The tables (`./tables`) are administered by the `system` domain's screens; see README.md.
 */
export { loadUserAccess, passwordChangeOf, SUPER_ADMIN_ID } from './user/access'
export {
  activeUser,
  findUsers,
  holdersOfPermission,
  holdersOfPosts,
  inUserScope,
  membersOfDepts,
  membersOfRoles,
  nickNameOf,
  postsOf,
  userByName,
  userLabels,
  userNameOf,
  userNames,
  usersByIds,
  visibleUsers,
  type DirectoryUser,
} from './user/users'
export { actableDepts, deptNames, deptPath, deptsByIds, enabledDepts, type DirectoryDept } from './dept/depts'
export { deptSubtreeCondition, deptSubtreeIds } from './dept/subtree'
export { enabledRoles, roleNames, rolesByKeys, type DirectoryRole } from './role/roles'
export { scopeGrant, type ScopeGrant } from './role/data-scope'
export { assertAllVisible, dataScopeFilter, inIds, type ScopeColumns } from '../auth/data-scope'
export { DICT_CACHE, dictDataByType, dictLabels, dictValues, type DictDataRow } from './dict/dicts'
export { dict, dictionariesSeed, dictSeedsOf, seedDicts, type DictEntry, type DictSeed } from './dict/seed'
export { buttons, crudButtons, dir, granted, menuIdByKey, menuRowOf, page, type MenuEntry } from './menu/catalogue'
