// Every table of the system module (the module object's `tables`). The organisation's tables (users, departments,
// roles, posts, menus, dictionaries) are the platform directory's (`directory/tables.ts`); this module administers them.
export * from './config/schema'
export * from './log/schema'
export * from './notice/schema'
