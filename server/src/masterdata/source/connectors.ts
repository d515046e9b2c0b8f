import { SOURCE_TYPES, type SourceColumn, type SourcePreview, type SourceTable } from '@wp/contract'
import pg from 'pg'
import { ServiceError } from '../../http/errors'
import { readSheet } from '../../http/excel-import'

/**
 * Reading outside systems: a connector per source type. A source object is a table or view (`schema.table`) or one
 * SELECT statement; statements run in a read-only transaction, and reading streams (a cursor, a row stream), so a
 * collection of 100,000 rows never holds them all. Connections are opened per use and closed after it.
 */
export interface SourceConfig {
  sourceType: string
  host?: string | null
  port?: number | null
  dbName?: string | null
  schemaName?: string | null
  username?: string | null
  password?: string
  apiUrl?: string | null
  /** an Excel source's uploaded workbook */
  file?: () => Promise<Buffer>
}

export type SourceRow = Record<string, unknown>

export interface Connector {
  /** The server's version or what answered: proves the connection and the account. */
  test(): Promise<string>
  tables(): Promise<SourceTable[]>
  columns(object: string): Promise<SourceColumn[]>
  preview(object: string, limit?: number): Promise<SourcePreview>
  /** Every row of the object, in batches read as they are consumed. */
  rows(object: string): AsyncIterable<SourceRow>
}

/**
 * Rows fetched from a database source at a time: they stay alive until the collection has taken the last of them,
 * so few (see the batch size in collect/run.ts); a round trip per 100 rows costs little beside their processing.
 */
const FETCH = 100
const IDENT = /^[A-Za-z_][A-Za-z0-9_$]{0,62}$/
const isStatement = (object: string) => /^\s*(select|with)\s/i.test(object)

/** A table name (`t` or `schema.t`) split into checked identifiers, or a single SELECT; anything else is refused. */
function objectSql(object: string, quote: (id: string) => string, limit?: number) {
  const o = object.trim()
  if (isStatement(o)) {
    const body = o.replace(/;\s*$/, '')
    if (body.includes(';')) throw new ServiceError('源 SQL 只能是一条 SELECT 语句')
    return limit ? `select * from (${body}) as mdm_src limit ${limit}` : body
  }
  const parts = o.split('.')
  if (parts.length > 2 || !parts.every((p) => IDENT.test(p)))
    throw new ServiceError('源表名无效：应为 表名 或 模式.表名，或一条 SELECT 语句')
  const name = parts.map(quote).join('.')
  return `select * from ${name}${limit ? ` limit ${limit}` : ''}`
}

const pgQuote = (id: string) => `"${id}"`
const myQuote = (id: string) => `\`${id}\``

const reason = (err: unknown) => {
  const e = err as { message?: string; code?: string; errors?: { message?: string }[] }
  const text = e.message || e.errors?.[0]?.message || e.code || String(err)
  return text.slice(0, 300)
}

/** Runs `fn` turning a driver's failure into a clear refusal (never a 500 with the driver's stack). */
async function guarded<T>(what: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn()
  } catch (err) {
    if (err instanceof ServiceError) throw err
    throw new ServiceError(`${what}失败：${reason(err)}`)
  }
}

/** Where a source is and who signs in, in the words both drivers use; `port` when the source gives none. */
const endpoint = (c: SourceConfig, port: number) => ({
  host: c.host ?? undefined,
  port: c.port ?? port,
  database: c.dbName ?? undefined,
  user: c.username ?? undefined,
  password: c.password,
})

/**
 * Runs `fn` on a new connection inside a read-only transaction (`begin` starts it, in the driver's words), the
 * connection closed after; a failure is refused as `guarded` says.
 */
function readOnly<C extends { end(): Promise<unknown> }, T>(
  what: string,
  open: () => Promise<C>,
  begin: (conn: C) => Promise<unknown>,
  fn: (conn: C) => Promise<T>,
): Promise<T> {
  return guarded(what, async () => {
    const conn = await open()
    try {
      await begin(conn)
      return await fn(conn)
    } finally {
      await conn.end().catch(() => undefined)
    }
  })
}

function postgresConnector(c: SourceConfig): Connector {
  const open = async () => {
    const client = new pg.Client({
      ...endpoint(c, 5432),
      connectionTimeoutMillis: 5000,
      statement_timeout: 60_000,
      application_name: 'work-platform-masterdata',
    })
    await client.connect()
    if (c.schemaName && IDENT.test(c.schemaName)) await client.query(`set search_path to ${pgQuote(c.schemaName)}`)
    return client
  }
  const using = <T>(what: string, fn: (client: pg.Client) => Promise<T>) =>
    readOnly(what, open, (client) => client.query('begin transaction read only'), fn)
  return {
    test: () => using('连接', async (cl) => (await cl.query('select version() as v')).rows[0].v as string),
    tables: () =>
      using('读取表', async (cl) => {
        const res = await cl.query(
          `select table_schema, table_name, table_type from information_schema.tables
           where table_schema not in ('pg_catalog', 'information_schema') order by 1, 2 limit 1000`,
        )
        const schema = c.schemaName || 'public'
        return res.rows.map((r) => ({
          name: r.table_schema === schema ? r.table_name : `${r.table_schema}.${r.table_name}`,
          type: r.table_type === 'VIEW' ? '视图' : '表',
        }))
      }),
    columns: async (object) => (await postgresConnector(c).preview(object, 0)).columns,
    preview: (object, limit = 20) =>
      using('预览', async (cl) => {
        const res = await cl.query(objectSql(object, pgQuote, limit || 1))
        return {
          columns: res.fields.map((f) => ({ name: f.name, type: String(f.dataTypeID) })),
          rows: limit ? res.rows : [],
        }
      }),
    async *rows(object) {
      const client = await guarded('连接', open)
      try {
        await client.query('begin transaction read only')
        await guarded('读取', () =>
          client.query(`declare mdm_cursor no scroll cursor for ${objectSql(object, pgQuote)}`),
        )
        for (;;) {
          const batch = await guarded('读取', () => client.query(`fetch ${FETCH} from mdm_cursor`))
          yield* batch.rows as SourceRow[]
          if (batch.rows.length < FETCH) break
        }
        await client.query('commit')
      } finally {
        await client.end().catch(() => undefined)
      }
    },
  }
}

function mysqlConnector(c: SourceConfig): Connector {
  const options = {
    ...endpoint(c, 3306),
    connectTimeout: 5000,
    dateStrings: true,
    supportBigNumbers: true,
    bigNumberStrings: true,
  }
  // mysql2 is loaded at first use: most servers never read a MySQL source
  const using = <T>(what: string, fn: (conn: import('mysql2/promise').Connection) => Promise<T>) =>
    readOnly(
      what,
      async () => (await import('mysql2/promise')).createConnection(options),
      (conn) => conn.query('start transaction read only'),
      fn,
    )
  return {
    test: () =>
      using('连接', async (conn) => {
        const [rows] = await conn.query('select version() as v')
        return `MySQL ${(rows as { v: string }[])[0].v}`
      }),
    tables: () =>
      using('读取表', async (conn) => {
        const [rows] = await conn.query(
          'select table_name as name, table_type as type from information_schema.tables where table_schema = database() order by 1 limit 1000',
        )
        return (rows as { name: string; type: string }[]).map((r) => ({
          name: r.name,
          type: r.type === 'VIEW' ? '视图' : '表',
        }))
      }),
    columns: async (object) => (await mysqlConnector(c).preview(object, 0)).columns,
    preview: (object, limit = 20) =>
      using('预览', async (conn) => {
        const [rows, fields] = await conn.query(objectSql(object, myQuote, limit || 1))
        return {
          columns: (fields ?? []).map((f) => ({ name: f.name, type: String(f.type) })),
          rows: limit ? (rows as SourceRow[]) : [],
        }
      }),
    async *rows(object) {
      const mysql = await import('mysql2')
      const conn = mysql.createConnection(options)
      try {
        const sql = objectSql(object, myQuote)
        const stream = conn.query(sql).stream({ highWaterMark: FETCH })
        try {
          for await (const row of stream) yield row as SourceRow
        } catch (err) {
          throw new ServiceError(`读取失败：${reason(err)}`)
        }
      } finally {
        conn.destroy()
      }
    },
  }
}

/** An HTTP endpoint answering JSON: an array of rows, or an object holding one under rows / data / records / list. */
function httpConnector(c: SourceConfig): Connector {
  const urlOf = (object: string) => {
    const base = (c.apiUrl ?? '').replace(/\/$/, '')
    const path = object.trim()
    if (!base) throw new ServiceError('未配置接口地址')
    if (!path || path === '/') return base
    if (!/^\/[\w\-./?=&%]*$/.test(path)) throw new ServiceError('接口路径无效：应以 / 开头')
    return base + path
  }
  const fetchRows = (object: string) =>
    guarded('请求接口', async () => {
      const headers: Record<string, string> = { accept: 'application/json' }
      if (c.username)
        headers.authorization = `Basic ${Buffer.from(`${c.username}:${c.password ?? ''}`).toString('base64')}`
      const res = await fetch(urlOf(object), { headers, signal: AbortSignal.timeout(30_000) })
      if (!res.ok) throw new ServiceError(`请求接口失败：HTTP ${res.status}`)
      const body = (await res.json()) as unknown
      const found = Array.isArray(body)
        ? body
        : ['rows', 'data', 'records', 'list'].map((k) => (body as Record<string, unknown>)?.[k]).find(Array.isArray)
      if (!found) throw new ServiceError('接口返回的不是数组，也没有 rows / data / records / list 数组')
      return (found as unknown[]).filter((r): r is SourceRow => !!r && typeof r === 'object' && !Array.isArray(r))
    })
  const columnsOf = (rows: SourceRow[]) =>
    [...new Set(rows.flatMap((r) => Object.keys(r)))].map((name) => ({ name, type: 'json' }))
  return {
    test: async () => `接口可用，返回 ${(await fetchRows('')).length} 行`,
    tables: async () => [{ name: '/', type: '接口' }],
    columns: async (object) => columnsOf((await fetchRows(object)).slice(0, 100)),
    preview: async (object, limit = 20) => {
      const rows = await fetchRows(object)
      return { columns: columnsOf(rows.slice(0, 100)), rows: rows.slice(0, limit) }
    },
    async *rows(object) {
      yield* await fetchRows(object)
    },
  }
}

/** An uploaded workbook's first sheet: its header row names the columns (at most 100,000 rows). */
function excelConnector(c: SourceConfig): Connector {
  const read = () =>
    guarded('读取 Excel', async () => {
      if (!c.file) throw new ServiceError('尚未上传 Excel 文件')
      const { header, rows } = await readSheet(await c.file(), 100_000)
      return {
        columns: header.map((name) => ({ name, type: 'text' })),
        rows: rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r.cells[i] ?? '']))),
      }
    })
  return {
    test: async () => `Excel 文件，${(await read()).rows.length} 行`,
    tables: async () => [{ name: 'Sheet1', type: '工作表' }],
    columns: async () => (await read()).columns,
    preview: async (_o, limit = 20) => {
      const sheet = await read()
      return { columns: sheet.columns, rows: sheet.rows.slice(0, limit) }
    },
    async *rows() {
      yield* (await read()).rows
    },
  }
}

/** The connector of a source's type; the listed but unsupported types are refused clearly. */
export function connectorOf(c: SourceConfig): Connector {
  switch (c.sourceType) {
    case 'postgresql':
      return postgresConnector(c)
    case 'mysql':
      return mysqlConnector(c)
    case 'http':
      return httpConnector(c)
    case 'excel':
      return excelConnector(c)
  }
  const known = SOURCE_TYPES.find((t) => t.value === c.sourceType)
  throw new ServiceError(`暂不支持${known ? known.label.replace(/（.*）/, '') : c.sourceType}数据源`)
}
