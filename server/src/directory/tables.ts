// The directory's tables (part of the platform module's `tables`): people, organisation and catalogue.
export * from './dept/schema'
export * from './dict/schema'
export * from './menu/schema'
export * from './post/schema'
export * from './role/schema'
export * from './user/schema'
