import {
  SYSTEM_PERMISSIONS,
  type DingBindingRow,
  type DingConfig,
  type DingOwnBinding,
  type DingSignedIn,
  type DingTokenAnswer,
} from '@wp/contract'
import { and, desc, inArray, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { AppContext } from '../context'
import { inUserScope, nickNameOf, userNameOf } from '../directory'
import { ok, table } from '../http/envelope'
import { ServiceError } from '../http/errors'
import { BusinessType } from '../http/oplog'
import { offsetOf, orderByFromAllowlist, pagingFields } from '../http/paging'
import type { Router } from '../http/route'
import { filledText, optional } from '../http/validation'
import { sysDingBinding } from './schema'
import {
  bind,
  BIND_MESSAGES,
  dingTalk,
  exchangeSignInTicket,
  issueTicket,
  ownBinding,
  publicSettings,
  removeOwnBinding,
  silentLogin,
  webSignIn,
} from './service'

const token = (label: string) => filledText(256, `${label}不能为空`, `${label}过长`)
const loose = z.string().max(512).optional()

/** Only a local path may be returned to: `/index`, never `//evil.example` or `https://…`. */
const localPath = (value: string | undefined) =>
  value && /^\/(?![/\\])[^\s]*$/.test(value) && value.length <= 500 ? value : '/index'

/**
 * Where the desktop web sign-in lands a bound user: the login page, with the one-minute single-use sign-in ticket in
 * the URL fragment (never sent to a server, kept out of access logs and Referer headers). The page spends it with
 * `POST /auth/dingding/login/ticket` and keeps the session as after a password login; no cookie carries a token.
 */
export const signInLanding = (ticket: string, redirect: string) =>
  `/login?${new URLSearchParams({ redirect })}#${new URLSearchParams({ dingTicket: ticket })}`

const bindingColumns = {
  userId: sysDingBinding.userId,
  userName: userNameOf(sysDingBinding.userId),
  nickName: nickNameOf(sysDingBinding.userId),
  dingUserId: sysDingBinding.dingUserId,
  dingName: sysDingBinding.dingName,
  createTime: sysDingBinding.createTime,
  lastLoginTime: sysDingBinding.lastLoginTime,
}

/** DingTalk sign-in (H5 silent login, desktop web sign-in), binding, and the bindings' views. */
export function dingTalkRoutes(r: Router, ctx: AppContext) {
  r.get('/auth/ding/config', {
    access: 'public',
    summary: '钉钉登录是否开启，及 H5 免登所需的企业 corpId（不含密钥）',
    handler: () => ok<DingConfig>(publicSettings(ctx)),
  })
  r.post('/auth/ding/token', {
    access: 'public',
    summary: 'H5 免登：钉钉 JSAPI 授权码换取令牌；未绑定时返回 5 分钟内有效、仅可使用一次的绑定凭证',
    body: z.object({ code: token('授权码') }),
    handler: async ({ body, raw }) => ok<DingTokenAnswer>(await silentLogin(ctx, raw, body.code)),
  })
  r.post('/auth/dingding/login/bind', {
    access: 'public',
    summary: '以绑定凭证与平台账号密码（以挑战密钥加密）绑定钉钉账号并登录',
    body: z.object({ bindTicket: token('绑定凭证'), username: loose, password: loose, uuid: loose }),
    log: { title: '钉钉绑定', type: BusinessType.GRANT },
    handler: async ({ body, raw }) => ok(await bind(ctx, raw, body), BIND_MESSAGES.bound),
  })
  r.get('/auth/dingding/login/start', {
    access: 'public',
    summary: '桌面端钉钉登录：跳转到钉钉网页授权页',
    query: z.object({ redirect: optional(z.string().max(500)) }),
    handler: async ({ query, reply }) => {
      const { settings } = dingTalk(ctx)
      const state = await issueTicket(ctx, 'state', { redirect: localPath(query.redirect) })
      const url = new URL(`${settings.loginBase}/oauth2/auth`)
      url.search = new URLSearchParams({
        redirect_uri: `${settings.publicUrl}/prod-api/auth/dingding/login/callback`,
        response_type: 'code',
        client_id: settings.appKey,
        scope: 'openid',
        state,
        prompt: 'consent',
      }).toString()
      return reply.redirect(url.toString())
    },
  })
  r.get('/auth/dingding/login/callback', {
    access: 'public',
    summary: '桌面端钉钉登录回调：已绑定则登录并回到门户，未绑定则前往绑定页',
    query: z.object({ authCode: optional(z.string().max(256)), code: optional(z.string().max(256)), state: loose }),
    handler: async ({ query, reply }) => {
      try {
        const code = query.authCode ?? query.code
        if (!code) throw new ServiceError(BIND_MESSAGES.stateInvalid, 400)
        const { answer, redirect } = await webSignIn(ctx, code, query.state ?? '')
        if ('signinTicket' in answer) return reply.redirect(signInLanding(answer.signinTicket, redirect))
        const next = new URLSearchParams({ bindTicket: answer.bindTicket, dingName: answer.dingName, redirect })
        return reply.redirect(`/bind?${next}`)
      } catch (err) {
        const msg = err instanceof ServiceError ? err.message : '钉钉登录失败'
        if (!(err instanceof ServiceError)) ctx.logger.error({ err }, 'dingtalk callback')
        return reply.redirect(`/login?${new URLSearchParams({ dingError: msg })}`)
      }
    },
  })
  r.post('/auth/dingding/login/ticket', {
    access: 'public',
    summary: '桌面端钉钉登录：以回调给出的一次性登录凭证（60 秒内有效）换取令牌',
    body: z.object({ ticket: token('登录凭证') }),
    handler: async ({ body, raw }) => ok<DingSignedIn>(await exchangeSignInTicket(ctx, raw, body.ticket)),
  })
  r.get('/auth/ding/binding', {
    access: 'signed-in',
    summary: '个人中心：当前账号的钉钉绑定',
    handler: async ({ user }) => ok<DingOwnBinding | null>(await ownBinding(ctx, user.userId)),
  })
  r.delete('/auth/ding/binding', {
    access: 'signed-in',
    summary: '个人中心：解除当前账号的钉钉绑定',
    log: { title: '钉钉绑定', type: BusinessType.DELETE },
    handler: async ({ user }) => {
      await removeOwnBinding(ctx, user.userId)
      return ok(undefined, BIND_MESSAGES.unbound)
    },
  })
  r.get('/dingtalk/binding/list', {
    access: SYSTEM_PERMISSIONS.user.list,
    summary: '用户的钉钉绑定（用户列表的绑定列；按数据权限）',
    query: z.object({
      ...pagingFields,
      userIds: optional(
        z
          .string()
          .regex(/^\d+(,\d+)*$/, '用户编号应为以逗号分隔的数字')
          .transform((s) => [...new Set(s.split(',').map(Number))])
          .refine((ids) => ids.length <= 500, '一次最多 500 个用户'),
      ),
    }),
    handler: async ({ query, user }) => {
      // bindings of existing users the caller's data scope lets them see
      const where = and(
        query.userIds ? inArray(sysDingBinding.userId, query.userIds) : undefined,
        await inUserScope(ctx, user, sysDingBinding.userId),
      )
      const [{ total }] = await ctx.db
        .select({ total: sql<number>`count(*)::int` })
        .from(sysDingBinding)
        .where(where)
      const { limit, offset } = offsetOf(query)
      const order = orderByFromAllowlist(
        query,
        {
          createTime: sysDingBinding.createTime,
          lastLoginTime: sysDingBinding.lastLoginTime,
          userName: userNameOf(sysDingBinding.userId),
        },
        [desc(sysDingBinding.bindingId)],
      )
      const rows = await ctx.db
        .select(bindingColumns)
        .from(sysDingBinding)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset)
      return table<DingBindingRow>(
        rows.map((r) => ({ ...r, userName: r.userName ?? '', nickName: r.nickName ?? '' })),
        total,
      )
    },
  })
}
