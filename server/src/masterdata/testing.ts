// Test helpers of 主数据 (tests and security samples only).
import type { ModelDefinition } from '@wp/contract'
import { randomBytes } from 'node:crypto'
import { adminConnection, withDatabase } from '../testing/databases'
import type { TestServer } from '../testing/harness'
import { CREDIT_CODE_CHECK, CUSTOMER_IDENTITY } from './demo'

const API = '/prod-api'

/** A customer model: name (required), credit code (unique, pattern), type, amount; numbered `{TYPE}-{yyyy}-{seq:5}`. */
export const CUSTOMER: ModelDefinition = {
  regionList: [
    { regionCode: 'base', regionName: '基本信息', columns: 2 },
    { regionCode: 'finance', regionName: '财务信息', columns: 2 },
  ],
  fieldList: [
    ...CUSTOMER_IDENTITY,
    {
      fieldCode: 'type',
      fieldName: '客户类型',
      dataType: 'string',
      length: 10,
      required: true,
      defaultValue: 'KH',
      regionCode: 'base',
    },
    { fieldCode: 'city', fieldName: '城市', dataType: 'string', length: 50, regionCode: 'base' },
    { fieldCode: 'amount', fieldName: '授信额度', dataType: 'decimal', scale: 2, regionCode: 'finance' },
    {
      fieldCode: 'bankNo',
      fieldName: '银行账号',
      dataType: 'string',
      length: 40,
      sensitive: true,
      regionCode: 'finance',
    },
  ],
  ruleList: [{ ruleName: '客户编号', fieldCode: 'custNo', format: '{TYPE}-{yyyy}-{seq:5}' }],
  inspectList: [
    CREDIT_CODE_CHECK,
    { ruleName: '授信额度范围', checkType: 'range', fieldCode: 'amount', min: 0, max: 1000000, severity: 'block' },
  ],
}

/** Creates a model with a definition through the API and publishes it; returns its id. */
export async function publishedModelOf(
  s: TestServer,
  token: string,
  code: string,
  def: ModelDefinition = CUSTOMER,
  name = `模型${code}`,
) {
  const made = await s.call('POST', `${API}/masterdata/model`, {
    token,
    body: { modelCode: code, modelName: name, modelType: '1', category: '3' },
  })
  if (made.code !== 200) throw new Error(made.msg)
  const modelId = made.data.modelId as number
  const saved = await s.call('PUT', `${API}/masterdata/model/definition/${modelId}`, { token, body: def })
  if (saved.code !== 200) throw new Error(saved.msg)
  const published = await s.call('POST', `${API}/masterdata/model/publish/${modelId}`, { token })
  if (published.code !== 200) throw new Error(published.msg)
  return modelId
}

/** A valid 18-character credit code for n. */
export const creditCode = (n: number) => `91110000${String(n).padStart(10, '0')}`

/**
 * A PostgreSQL database of its own that a test reads as a customer's source database: created on the test run's own
 * server (`testDatabase`: the embedded cluster, or TEST_DATABASE_URL's server), or on TEST_SOURCE_PG_URL's server
 * when that is set; `drop()` removes it. Nothing outside the test run has to exist.
 */
export async function outsidePostgres() {
  const { inject } = await import('vitest')
  const admin = process.env.TEST_SOURCE_PG_URL || inject('testDatabase').adminUrl
  const name = `mdm_src_${randomBytes(5).toString('hex')}`
  await adminConnection(admin, (c) => c.query(`create database ${name}`))
  return {
    url: withDatabase(admin, name),
    drop: () => adminConnection(admin, (c) => c.query(`drop database if exists ${name} with (force)`)),
  }
}
/** The outside MySQL-compatible server (MariaDB in CI and here), or TEST_MYSQL_URL. */
export const OUTSIDE_MYSQL_URL = process.env.TEST_MYSQL_URL || 'mysql://root@127.0.0.1:3306/test'

/** A source body for a server URL (`postgres://user:pass@host:port/db`, or `postgres://user@localhost/db?host=/socket/dir&port=N`). */
export function sourceBody(url: string, type: 'postgresql' | 'mysql', name: string) {
  const u = new URL(url)
  // a server on a unix socket (the embedded cluster) is named by its folder, as libpq's `?host=/dir&port=N` does
  return {
    sourceName: name,
    sourceType: type,
    host: u.searchParams.get('host') ?? u.hostname,
    port: Number(u.searchParams.get('port') ?? u.port) || (type === 'mysql' ? 3306 : 5432),
    dbName: u.pathname.slice(1),
    username: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password) || undefined,
  }
}

/** Whether the outside MySQL answers; outside CI a test may skip (with the printed reason), in CI (`CI` set: `.ci/run` sets it) never. */
export async function mysqlReachable(): Promise<boolean> {
  try {
    const { createConnection } = await import('mysql2/promise')
    const conn = await createConnection({ uri: OUTSIDE_MYSQL_URL, connectTimeout: 3000 })
    await conn.end()
    return true
  } catch (err) {
    if (process.env.CI) throw err
    console.warn(`MySQL source tests skipped: ${OUTSIDE_MYSQL_URL} is not reachable (${(err as Error).message})`)
    return false
  }
}

/** Polls a collection run until it is no longer running; returns it. */
export async function finishedRun(s: TestServer, token: string, runId: number) {
  for (let i = 0; i < 600; i++) {
    const res = await s.call('GET', `${API}/masterdata/collect/run/${runId}`, { token })
    if (res.data?.runStatus !== 'running') return res.data
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`run ${runId} did not finish`)
}
