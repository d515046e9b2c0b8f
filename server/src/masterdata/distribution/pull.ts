import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { BUSINESS_TYPE as B, MASTERDATA_PERMISSIONS, MDM_SUBSCRIBER } from '@wp/contract'
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { ok } from '../../http/envelope'
import { ServiceError } from '../../http/errors'
import type { Router } from '../../http/route'
import { idParam } from '../../http/validation'
import { RecordRepository } from '../record/repository'
import { publishedModel } from '../record/service'
import { mdmModel, mdmSubscriber } from '../schema'
import { enabledTopics, passes, payloadOf } from './outbox'

const P = MASTERDATA_PERMISSIONS.subscriber
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** A cursor is `changeSeq.recordId` of the last record sent; `0.0` (or none) starts from the beginning. */
const CURSOR = /^(\d{1,19})\.(\d{1,19})$/

const pullBody = z.object({
  key: z.string().trim().min(1, '请提供订阅系统的 key').max(40),
  secret: z.string().min(1, '请提供订阅系统的 secret').max(100),
  model: z.string().trim().min(1, '请提供模型编码').max(50),
  cursor: z.string().trim().regex(CURSOR, '游标格式无效').optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
})

/**
 * The subscribers' pull API. A subscriber gets its own key and secret (`POST /masterdata/subscriber/pullKey/:id`,
 * the secret shown once, only its SHA-256 kept); with them, `POST /masterdata/pull` answers the records of a model it
 * has a 拉取 topic for that changed after its cursor, shaped by the topic (fields, renames, filter), and the next
 * cursor. Records are read in (changeSeq, recordId) order and only below the oldest running transaction, so a change
 * that commits late is never skipped; retired records come as `retire` events.
 */
export function pullRoutes(r: Router, ctx: AppContext) {
  r.post('/masterdata/subscriber/pullKey/:subscriberId', {
    access: P.edit,
    summary: '生成订阅系统的拉取 key 与 secret（secret 仅显示一次）',
    params: z.object({ subscriberId: idParam }),
    log: { title: MDM_SUBSCRIBER.title, type: B.UPDATE },
    handler: async ({ params }) => {
      const key = `mdm_${randomBytes(12).toString('hex')}`
      const secret = randomBytes(24).toString('base64url')
      const rows = await ctx.db
        .update(mdmSubscriber)
        .set({ pullKey: key, pullSecretHash: sha256(secret) })
        .where(eq(mdmSubscriber.subscriberId, params.subscriberId))
        .returning({ id: mdmSubscriber.subscriberId })
      if (!rows.length) throw new ServiceError('订阅系统不存在', 404)
      return ok({ pullKey: key, pullSecret: secret } as never, '已生成，secret 只显示这一次，请妥善保存')
    },
  })

  r.post('/masterdata/pull', {
    access: 'public',
    summary: '订阅系统按游标增量拉取主数据（key + secret）',
    body: pullBody,
    handler: async ({ body }) => {
      const [sub] = await ctx.db.select().from(mdmSubscriber).where(eq(mdmSubscriber.pullKey, body.key))
      const given = Buffer.from(sha256(body.secret))
      if (!sub?.pullSecretHash || !timingSafeEqual(given, Buffer.from(sub.pullSecretHash)))
        throw new ServiceError('订阅系统的 key 或 secret 无效', 401)
      if (sub.status !== '0') throw new ServiceError('订阅系统已停用', 403)
      const [model] = await ctx.db.select().from(mdmModel).where(eq(mdmModel.modelCode, body.model))
      const [topic] = model ? await enabledTopics(ctx.db, model.modelId, 'pull', sub.subscriberId) : []
      if (!model || !topic) throw new ServiceError(`没有为该订阅系统配置模型 ${body.model} 的拉取分发`, 403)
      const p = await publishedModel(ctx.db, model.modelId)
      const [, seq, id] = CURSOR.exec(body.cursor ?? '0.0')!
      const rows = await new RecordRepository(ctx.db).changedAfter(
        model.modelId,
        { changeSeq: Number(seq), recordId: Number(id) },
        body.limit,
      )
      const last = rows[rows.length - 1]
      return ok({
        records: rows
          .filter((row) => passes(topic, row))
          .map((row) => payloadOf(topic, p, row, row.recordStatus === '2' ? 'retire' : 'update')),
        cursor: last ? `${last.changeSeq}.${last.recordId}` : (body.cursor ?? '0.0'),
        more: rows.length === body.limit,
      } as never)
    },
  })
}
