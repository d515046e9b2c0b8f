import { BUSINESS_TYPE as B, MASTERDATA_PERMISSIONS, MDM_SOURCE, SOURCE_TYPES, type MdmSourceRow } from '@wp/contract'
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { ok } from '../../http/envelope'
import { ServiceError } from '../../http/errors'
import { drizzleStore, resourceRoutes, type ResourceStore, type StoredRow } from '../../http/resource'
import type { Router } from '../../http/route'
import { idParam } from '../../http/validation'
import { openFile, storeFile } from '../../files/service'
import { mdmSource } from '../schema'
import { seal, unseal } from '../seal'
import { connectorOf, type SourceConfig } from './connectors'
import { rowOr404 } from '../../http/listing'

const P = MASTERDATA_PERMISSIONS.source
type Row = StoredRow<typeof MDM_SOURCE>

/**
 * The rows of `mdm_datasource` as the API sees them: the password sealed on the way in (a blank one on an edit
 * keeps the stored one) and never on the way out.
 */
export function sealedStore<R extends object>(
  ctx: AppContext,
  inner: ResourceStore<R>,
  key: 'password' | 'secret' = 'password',
): ResourceStore<R> {
  const hide = (row: R) => ({ ...row, [key]: null }) as R
  const sealIn = (values: Readonly<Record<string, unknown>>, editing: boolean) => {
    const out = { ...values }
    const plain = out[key]
    if (typeof plain === 'string' && plain !== '') out[key] = seal(ctx, plain)
    else if (editing) delete out[key]
    else out[key] = null
    return out
  }
  return {
    page: async (q, p) => {
      const res = await inner.page(q, p)
      return { rows: res.rows.map(hide), total: res.total }
    },
    all: async (q) => (await inner.all(q)).map(hide),
    async *stream(q) {
      for await (const row of inner.stream(q)) yield hide(row)
    },
    get: async (id, scope) => {
      const row = await inner.get(id, scope)
      return row && hide(row)
    },
    countVisible: (ids, scope) => inner.countVisible(ids, scope),
    taken: (values, except) => inner.taken(values, except),
    insert: async (values, audit) => hide(await inner.insert(sealIn(values, false), audit)),
    update: (id, values, audit) => inner.update(id, sealIn(values, true), audit),
    remove: (ids) => inner.remove(ids),
    clear: () => inner.clear(),
  }
}

/** A source's connection settings with its password unsealed (only for the connector; never sent or logged). */
export async function sourceConfig(ctx: AppContext, sourceId: number): Promise<SourceConfig & { sourceName: string }> {
  const s = await rowOr404(ctx.db, mdmSource, mdmSource.sourceId, sourceId, '数据源不存在')
  if (s.status !== '0') throw new ServiceError(`数据源「${s.sourceName}」已停用`)
  return {
    ...s,
    password: unseal(ctx, s.password),
    file: s.fileUrl
      ? async () => {
          const { stream } = await openFile(ctx, s.fileUrl!)
          const chunks: Buffer[] = []
          for await (const c of stream) chunks.push(c as Buffer)
          return Buffer.concat(chunks)
        }
      : undefined,
  }
}

const unsupported = (type: string | null | undefined) => {
  const t = SOURCE_TYPES.find((s) => s.value === type)
  if (t && !t.supported)
    throw new ServiceError(
      `暂不支持${t.label.replace(/（.*）/, '')}数据源，请选择 PostgreSQL、MySQL、HTTP 接口或 Excel`,
    )
}

const objectQuery = z.object({ object: z.string().trim().min(1, '请选择源表或填写 SQL').max(2000) })

/** 数据源: the described CRUD (passwords sealed), connection test, tables, columns, a 20-row preview, Excel upload. */
export function sourceRoutes(r: Router, ctx: AppContext) {
  resourceRoutes(r, MDM_SOURCE, {
    store: sealedStore(ctx, drizzleStore(ctx.db, MDM_SOURCE, mdmSource)),
    check: {
      add: (input) => unsupported(input.sourceType),
      edit: (_before, input) => unsupported(input.sourceType),
    },
  })

  const connector = async (sourceId: number) => connectorOf(await sourceConfig(ctx, sourceId))

  r.post('/masterdata/source/test/:sourceId', {
    access: P.test,
    summary: '测试数据源连接（结果记入最近测试）',
    params: z.object({ sourceId: idParam }),
    log: { title: MDM_SOURCE.title, type: B.OTHER },
    handler: async ({ params }) => {
      let result: string
      let success = true
      try {
        result = await (await connector(params.sourceId)).test()
      } catch (err) {
        if (!(err instanceof ServiceError) || err.code === 404) throw err
        result = err.message
        success = false
      }
      await ctx.db
        .update(mdmSource)
        .set({ lastTestTime: ctx.clock.now(), lastTestResult: result.slice(0, 500) })
        .where(eq(mdmSource.sourceId, params.sourceId))
      if (!success) throw new ServiceError(result)
      return ok({ result } as never, '连接成功')
    },
  })

  r.get('/masterdata/source/tables/:sourceId', {
    access: P.query,
    summary: '数据源的表与视图',
    params: z.object({ sourceId: idParam }),
    handler: async ({ params }) => ok((await (await connector(params.sourceId)).tables()) as never),
  })

  r.get('/masterdata/source/columns/:sourceId', {
    access: P.query,
    summary: '源表或 SQL 的列',
    params: z.object({ sourceId: idParam }),
    query: objectQuery,
    handler: async ({ params, query }) => ok((await (await connector(params.sourceId)).columns(query.object)) as never),
  })

  r.get('/masterdata/source/preview/:sourceId', {
    access: P.query,
    summary: '预览源表或 SQL 的前 20 行',
    params: z.object({ sourceId: idParam }),
    query: objectQuery,
    handler: async ({ params, query }) =>
      ok((await (await connector(params.sourceId)).preview(query.object, 20)) as never),
  })

  r.post('/masterdata/source/upload/:sourceId', {
    access: P.edit,
    summary: '上传 Excel 数据源的文件（multipart 字段 file，xlsx，按内容识别）',
    params: z.object({ sourceId: idParam }),
    bodyLimit: 21 * 1024 * 1024,
    log: { title: MDM_SOURCE.title, type: B.UPDATE },
    handler: async ({ params, raw, user }) => {
      const s = await rowOr404(ctx.db, mdmSource, mdmSource.sourceId, params.sourceId, '数据源不存在')
      if (s.sourceType !== 'excel') throw new ServiceError('只有 Excel 数据源可以上传文件')
      if (!raw.isMultipart()) throw new ServiceError('请以 multipart/form-data 上传（字段 file）', 400)
      const file = await raw.file({ limits: { fileSize: 20 * 1024 * 1024, files: 1 } })
      if (!file || file.fieldname !== 'file') throw new ServiceError('请通过字段 file 上传文件', 400)
      const bytes = await file.toBuffer()
      if (file.file.truncated) throw new ServiceError('文件大小超出限制（最大 20 MB）', 413)
      const stored = await storeFile(ctx, bytes, file.filename, user.userName)
      if (!stored.name.endsWith('.xlsx')) throw new ServiceError('请上传 xlsx 格式的 Excel 文件', 415)
      await ctx.db.update(mdmSource).set({ fileUrl: stored.fileId }).where(eq(mdmSource.sourceId, s.sourceId))
      return ok({ fileId: stored.fileId, name: stored.name } as never)
    },
  })
}

export type { MdmSourceRow, Row as SourceStoredRow }
