import { randomBytes } from 'node:crypto'
import {
  DISPLAY_TOKEN_PREFIX,
  SCREENS,
  STATISTICS_PERMISSIONS as S,
  type DisplayTokenRow,
  type ScreenCode,
} from '@wp/contract'
import { and, desc, eq, inArray } from 'drizzle-orm'
import { z } from 'zod'
import { assertPermissionsHeld } from '../../auth/grants'
import { hashToken } from '../../auth/session'
import { defineCache } from '../../cache'
import type { AppContext } from '../../context'
import { ok, okAfter } from '../../http/envelope'
import { ServiceError } from '../../http/errors'
import { BusinessType } from '../../http/oplog'
import type { Router } from '../../http/route'
import { idParam, optionalText, plainText } from '../../http/validation'
import type { DeviceAccess, DeviceDirectory } from '../../platform/services'
import { statDisplayToken } from '../schema'
import { REVOKE_TOPIC } from '../stream/events'

/** What a display token of some screens may call: those screens' data, the live stream, the screens' material. */
export const devicePermissions = (screens: readonly ScreenCode[]) =>
  screens.length ? [...screens.map((sc) => S.screen[sc]), S.screen.stream, S.file.screen] : []

/** Resolved tokens by hash, briefly (a revoke clears it in every process). */
export const DEVICE_CACHE = defineCache<string, (DeviceAccess & { screens: ScreenCode[] }) | null>(
  'statDevices',
  30_000,
)

const parseScreens = (s: string) =>
  s.split(',').filter((x): x is ScreenCode => (SCREENS as readonly string[]).includes(x))

/**
 * The platform's device directory for display tokens: a token with the display prefix that is stored (hashed) and
 * not revoked stands for a device holding its screens' permissions. The last use is recorded at most once a minute.
 */
export function displayTokenDirectory(ctx: AppContext): DeviceDirectory {
  return {
    async resolve(token) {
      if (!token.startsWith(DISPLAY_TOKEN_PREFIX)) return null
      const hash = hashToken(token)
      const cache = ctx.caches.of(DEVICE_CACHE)
      const device = await cache.getOrLoad(hash, async () => {
        const [row] = await ctx.db
          .select()
          .from(statDisplayToken)
          .where(and(eq(statDisplayToken.tokenHash, hash), eq(statDisplayToken.revoked, false)))
        if (!row) return null
        await ctx.db
          .update(statDisplayToken)
          .set({ lastUsedTime: ctx.clock.now() })
          .where(eq(statDisplayToken.id, row.id))
        const screens = parseScreens(row.screens)
        return { deviceId: row.id, name: `显示令牌:${row.name}`, permissions: devicePermissions(screens), screens }
      })
      return device
    },
  }
}

const present = (r: typeof statDisplayToken.$inferSelect): DisplayTokenRow => ({
  id: r.id,
  name: r.name,
  screens: parseScreens(r.screens),
  tokenPrefix: r.tokenPrefix,
  createBy: r.createBy,
  createTime: r.createTime as unknown as string,
  lastUsedTime: r.lastUsedTime as unknown as string,
  revoked: r.revoked,
  revokeBy: r.revokeBy,
  revokeTime: r.revokeTime as unknown as string,
  remark: r.remark,
})

export function displayTokenRoutes(r: Router, ctx: AppContext) {
  const title = '显示令牌'
  r.get('/statistics/displayToken/list', {
    access: S.displayToken.list,
    summary: '显示令牌列表（令牌本身只在创建时显示一次）',
    handler: async () =>
      ok<DisplayTokenRow[]>(
        (await ctx.db.select().from(statDisplayToken).orderBy(desc(statDisplayToken.id)).limit(500)).map(present),
      ),
  })
  r.post('/statistics/displayToken/add', {
    access: S.displayToken.add,
    summary: '新建显示令牌：名称与可显示的大屏；返回的令牌只显示这一次',
    body: z.object({
      name: plainText(64, '令牌名称'),
      screens: z.array(z.enum(SCREENS, '大屏应为 bigscreen6 或 bigscreen7')).max(SCREENS.length),
      remark: optionalText(255),
    }),
    log: { title, type: BusinessType.INSERT },
    handler: async ({ body, user }) => {
      // Nobody hands a wall display more than they hold themselves.
      assertPermissionsHeld(user, devicePermissions(body.screens))
      const token = DISPLAY_TOKEN_PREFIX + randomBytes(32).toString('base64url')
      const [row] = await ctx.db
        .insert(statDisplayToken)
        .values({
          name: body.name,
          tokenHash: hashToken(token),
          tokenPrefix: token.slice(0, 10),
          screens: [...new Set(body.screens)].join(','),
          remark: body.remark,
          createBy: user.userName,
          createTime: ctx.clock.now(),
        })
        .returning()
      return ok<{ token: string; row: DisplayTokenRow }>({ token, row: present(row) }, '令牌已创建，请立即复制保存')
    },
  })
  r.post('/statistics/displayToken/revoke', {
    access: S.displayToken.remove,
    summary: '吊销显示令牌：立即失效，已打开的实时数据连接随即关闭',
    body: z.object({ ids: z.array(idParam).min(1).max(100) }),
    log: { title, type: BusinessType.DELETE },
    handler: async ({ body, user }) => {
      const rows = await ctx.db
        .update(statDisplayToken)
        .set({ revoked: true, revokeBy: user.userName, revokeTime: ctx.clock.now() })
        .where(and(inArray(statDisplayToken.id, body.ids), eq(statDisplayToken.revoked, false)))
        .returning({ id: statDisplayToken.id })
      if (!rows.length) throw new ServiceError('令牌不存在或已吊销', 400)
      ctx.bus.clear(DEVICE_CACHE.name)
      ctx.bus.emit(REVOKE_TOPIC, { ids: rows.map((x) => x.id) })
      return okAfter(undefined)
    },
  })
}
