// Routes, validation and storage drawn from a resource's description (`@wp/contract` resource language).
export { resourceRoutes, resourceHandlers, rowScopeOf, type ResourceBinding } from './routes'
export { drizzleStore, type DrizzleStoreOptions } from './drizzle-store'
export { bodySchema, querySchema, filterShape, valueSchema } from './schema'
export { COMPARISON_SQL } from './store'
export type { ResourceStore, StoredRow, StoreQuery, Condition, Comparison, RowScope, Audit } from './store'
export {
  importRoutes,
  importRecords,
  importMessage,
  templateColumns,
  uploadedWorkbook,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  type ImportRoutes,
  type ImportTarget,
} from './import'
