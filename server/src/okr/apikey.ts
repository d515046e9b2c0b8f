import { createHash, randomBytes } from 'node:crypto'
import {
  OKR_API_KEY_HEADER,
  OKR_KR_TYPE,
  OKR_PERMISSIONS,
  type OkrApiKeyCreated,
  type OkrApiKeyRow,
  type OkrCheckinRow,
} from '@wp/contract'
import { desc, eq } from 'drizzle-orm'
import { z } from 'zod'
import type { AppContext } from '../context'
import { ok } from '../http/envelope'
import { badRequest, ServiceError } from '../http/errors'
import { BusinessType } from '../http/oplog'
import type { Router } from '../http/route'
import { filledText, idParam } from '../http/validation'
import { recordCheckin } from './checkin'
import { okrApiKey, okrKeyResult } from './schema'
import { rowOr404 } from '../http/listing'

const P = OKR_PERMISSIONS.apiKey

/** SHA-256 of a key, hex: what is stored and looked up (the key is 32 random bytes, so no slow hash is needed). */
export const hashApiKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex')

export const API_KEY_MISSING_MSG = `缺少OKR接口密钥（请求头 ${OKR_API_KEY_HEADER}）`
export const API_KEY_WRONG_MSG = 'OKR接口密钥无效或已被删除'

const rowColumns = {
  keyId: okrApiKey.keyId,
  keyName: okrApiKey.keyName,
  keyPrefix: okrApiKey.keyPrefix,
  createBy: okrApiKey.createBy,
  createTime: okrApiKey.createTime,
  lastUsedTime: okrApiKey.lastUsedTime,
}

const progressBody = z.object({
  krId: idParam,
  value: z.number({ error: '当前值须为数字' }).finite().min(-1e12).max(1e12),
  confidence: z
    .number({ error: '信心指数须为 0–10 的整数' })
    .int('信心指数须为 0–10 的整数')
    .min(0, '信心指数须为 0–10 的整数')
    .max(10, '信心指数须为 0–10 的整数')
    .optional(),
  comment: z.string().trim().max(2000, '进展说明最多输入2000个字符').optional(),
})

/**
 * Credentials for other systems (a key per integration, kept as its SHA-256, shown once at creation, managed by an
 * administrator) and the progress API they call with one: `POST /okr/open/progress` with the key in the
 * `x-okr-api-key` header records a check-in on a numeric key result (confidence: the one sent, else the key
 * result's last, else 5), written as `接口:<key name>`.
 */
export function apiKeyRoutes(r: Router, ctx: AppContext) {
  r.get('/okr/apikey/list', {
    access: P.list,
    summary: 'OKR接口密钥列表（只显示前缀）',
    handler: async () =>
      ok<OkrApiKeyRow[]>(
        (await ctx.db.select(rowColumns).from(okrApiKey).orderBy(desc(okrApiKey.keyId))) as unknown as OkrApiKeyRow[],
      ),
  })

  r.post('/okr/apikey', {
    access: P.add,
    summary: '为一个外部系统新建OKR接口密钥：完整密钥只在此次返回，库中只保存其摘要',
    body: z.object({
      keyName: filledText(100, '请填写接入系统名称', '名称最多100个字符'),
    }),
    log: { title: 'OKR接口密钥', type: BusinessType.INSERT },
    handler: async ({ body, user }) => {
      const [dup] = await ctx.db
        .select({ id: okrApiKey.keyId })
        .from(okrApiKey)
        .where(eq(okrApiKey.keyName, body.keyName))
      if (dup) throw badRequest(`接入系统「${body.keyName}」已有密钥，请先删除旧密钥`)
      const apiKey = `okr_${randomBytes(32).toString('base64url')}`
      const [row] = await ctx.db
        .insert(okrApiKey)
        .values({
          keyName: body.keyName,
          keyPrefix: apiKey.slice(0, 10),
          keyHash: hashApiKey(apiKey),
          createBy: user.userName,
          createTime: ctx.clock.now(),
        })
        .returning(rowColumns)
      return ok<OkrApiKeyCreated>({ ...(row as unknown as OkrApiKeyRow), apiKey })
    },
  })

  r.delete('/okr/apikey/:keyId', {
    access: P.remove,
    summary: '删除OKR接口密钥（该系统随即不能再更新进展）',
    params: z.object({ keyId: idParam }),
    log: { title: 'OKR接口密钥', type: BusinessType.DELETE },
    handler: async ({ params }) => {
      const gone = await ctx.db
        .delete(okrApiKey)
        .where(eq(okrApiKey.keyId, params.keyId))
        .returning({ id: okrApiKey.keyId })
      if (!gone.length) throw new ServiceError('接口密钥不存在', 404)
      return ok()
    },
  })

  r.post('/okr/open/progress', {
    access: 'public',
    summary: `外部系统更新数值型关键结果的进展（请求头 ${OKR_API_KEY_HEADER} 携带OKR接口密钥）`,
    body: progressBody,
    log: { title: '关键结果进展（接口）', type: BusinessType.INSERT },
    handler: async ({ body, raw }) => {
      const header = raw.headers[OKR_API_KEY_HEADER]
      const key = Array.isArray(header) ? header[0] : header
      if (!key) throw new ServiceError(API_KEY_MISSING_MSG, 401)
      const [credential] = await ctx.db
        .select({ keyId: okrApiKey.keyId, keyName: okrApiKey.keyName })
        .from(okrApiKey)
        .where(eq(okrApiKey.keyHash, hashApiKey(key.slice(0, 200))))
      if (!credential) throw new ServiceError(API_KEY_WRONG_MSG, 401)
      await ctx.db.update(okrApiKey).set({ lastUsedTime: ctx.clock.now() }).where(eq(okrApiKey.keyId, credential.keyId))
      const kr = await rowOr404(ctx.db, okrKeyResult, okrKeyResult.krId, body.krId, '关键结果不存在')
      if (kr.krType !== OKR_KR_TYPE.NUMERIC) throw badRequest('接口只能更新数值型关键结果的进展')
      const row = await recordCheckin(
        ctx,
        kr,
        { krId: kr.krId, value: body.value, confidence: body.confidence ?? kr.confidence ?? 5, comment: body.comment },
        `接口:${credential.keyName}`.slice(0, 64),
      )
      return ok<OkrCheckinRow>(row)
    },
  })
}
