import { bigint, index, pgTable, varchar } from 'drizzle-orm/pg-core'
import { creation } from '../db/columns'

/** Uploaded files. Bytes live under DATA_DIR/files/<storedName>; the name is made by the server. */
export const sysFile = pgTable(
  'sys_file',
  {
    fileId: varchar('file_id', { length: 32 }).primaryKey(),
    originalName: varchar('original_name', { length: 255 }).notNull(),
    storedName: varchar('stored_name', { length: 64 }).notNull(),
    mime: varchar('mime', { length: 100 }).notNull(),
    ext: varchar('ext', { length: 16 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    ...creation(),
  },
  (t) => [index('sys_file_create_idx').on(t.createTime)],
)
