import { z } from 'zod'
import { issueChallenge } from '../../auth/captcha'
import { endSession, renewSession, SESSION_TTL_MIN } from '../../auth/session'
import type { AppContext } from '../../context'
import { ok, okWith } from '../../http/envelope'
import { BusinessType } from '../../http/oplog'
import type { Router } from '../../http/route'
import { recordLogin } from '../../auth/login'
import { login, unlockScreen } from '../../auth/login'
import { isRegistrationOpen, register, REGISTER_MESSAGES } from './register'

const loose = z.string().max(512).optional()

/** The account routes: the login challenge, sign-in, registration, session refresh and sign-out. */
export function loginRoutes(r: Router, ctx: AppContext) {
  r.get('/code', {
    access: 'public',
    summary: '登录挑战：验证码图片（开启时）与一次性密码密钥',
    handler: async () => okWith({ ...(await issueChallenge(ctx)), registerEnabled: await isRegistrationOpen(ctx) }),
  })
  r.post('/auth/register', {
    access: 'public',
    summary: '自助注册（配置 sys.account.registerUser 为 true 时；密码同登录以挑战密钥加密）',
    body: z.object({ username: loose, password: loose, code: loose, uuid: loose }),
    log: { title: '用户注册', type: BusinessType.INSERT },
    handler: async ({ body, raw }) => {
      await register(ctx, raw, body)
      return ok(undefined, REGISTER_MESSAGES.success)
    },
  })
  r.post('/auth/login', {
    access: 'public',
    summary: '登录（密码以挑战密钥 AES-128-ECB 加密后 base64 传输）',
    body: z.object({ username: loose, password: loose, code: loose, uuid: loose }),
    handler: async ({ body, raw }) => {
      const session = await login(ctx, raw, body)
      return ok({ access_token: session.token, expires_in: session.expiresInMinutes })
    },
  })
  r.post('/auth/refresh', {
    access: 'signed-in',
    summary: '续期当前会话',
    handler: async ({ user }) => {
      await renewSession(ctx, user.tokenHash)
      return ok({ expires_in: SESSION_TTL_MIN })
    },
  })
  r.post('/auth/unlockscreen', {
    access: 'signed-in',
    summary: '解锁屏幕（锁屏后以当前用户的密码解锁；失败计入账号锁定）',
    body: z.object({ password: z.string().min(1).max(50) }),
    handler: async ({ body, user }) => {
      await unlockScreen(ctx, user, body.password)
      return ok()
    },
  })
  r.delete('/auth/logout', {
    access: 'public',
    summary: '退出登录（令牌立即失效）',
    handler: async ({ user, raw }) => {
      if (user) {
        await endSession(ctx, user.tokenHash)
        await recordLogin(ctx, raw, user.userName, '0', '退出成功')
      }
      return ok()
    },
  })
}
