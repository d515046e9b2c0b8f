import { createHash, randomBytes } from 'node:crypto'
import { and, eq, isNull, lt } from 'drizzle-orm'
import type { DingTokenAnswer, DingUnbound } from '@wp/contract'
import type { FastifyRequest } from 'fastify'
import { login, signInIdentified, type LoginBody } from '../auth/login'
import { endSession, hashToken } from '../auth/session'
import type { AppContext } from '../context'
import { userByName } from '../directory'
import { ServiceError } from '../http/errors'
import { DingTalkClient } from './client'
import { sysDingBinding, sysDingTicket } from './schema'
import { readDingTalkSettings, requireSettings } from './settings'

/** A bind ticket and a web sign-in state live five minutes. */
export const TICKET_TTL_MS = 5 * 60_000
/** The desktop web sign-in's ticket, handed to the page in the URL fragment, lives one minute and is spent once. */
export const SIGNIN_TICKET_TTL_MS = 60_000

export const BIND_MESSAGES = {
  ticketInvalid: '绑定凭证无效，请在钉钉中重新打开应用',
  ticketUsed: '绑定凭证已使用，请在钉钉中重新打开应用',
  ticketExpired: '绑定凭证已过期（5分钟内有效），请在钉钉中重新打开应用',
  stateInvalid: '钉钉登录请求无效或已过期，请重新点击钉钉登录',
  dingAlreadyBound: '该钉钉账号已绑定平台账号',
  accountAlreadyBound: '该账号已绑定其他钉钉账号，请先在个人中心解除绑定',
  accountUnavailable: '账号不可用，请联系管理员',
  bound: '绑定成功',
  unbound: '已解除钉钉绑定',
  notBound: '当前账号未绑定钉钉',
  signedIn: '钉钉登录成功',
  signinInvalid: '钉钉登录凭证无效，请重新点击钉钉登录',
  signinUsed: '钉钉登录凭证已使用，请重新点击钉钉登录',
  signinExpired: '钉钉登录凭证已过期（60秒内有效），请重新点击钉钉登录',
} as const

type TicketKind = 'bind' | 'state' | 'signin'

/** What a refused ticket of each kind answers: unknown, already spent, expired (a state says only "invalid"). */
const TICKET_MESSAGES: Record<TicketKind, { invalid: string; used: string; expired: string }> = {
  bind: { invalid: BIND_MESSAGES.ticketInvalid, used: BIND_MESSAGES.ticketUsed, expired: BIND_MESSAGES.ticketExpired },
  state: { invalid: BIND_MESSAGES.stateInvalid, used: BIND_MESSAGES.stateInvalid, expired: BIND_MESSAGES.stateInvalid },
  signin: {
    invalid: BIND_MESSAGES.signinInvalid,
    used: BIND_MESSAGES.signinUsed,
    expired: BIND_MESSAGES.signinExpired,
  },
}
const TICKET_TTLS: Record<TicketKind, number> = {
  bind: TICKET_TTL_MS,
  state: TICKET_TTL_MS,
  signin: SIGNIN_TICKET_TTL_MS,
}

/** One DingTalk client per server context and settings (its access token is cached in this process). */
const clients = new WeakMap<AppContext, { key: string; client: DingTalkClient }>()

/** This server's DingTalk client, or the "not configured" refusal. */
export function dingTalk(ctx: AppContext): DingTalkClient {
  const settings = requireSettings(readDingTalkSettings(ctx.config.env))
  const key = JSON.stringify(settings)
  const known = clients.get(ctx)
  if (known?.key === key) return known.client
  const client = new DingTalkClient(settings, ctx.clock)
  clients.set(ctx, { key, client })
  return client
}

/** Whether DingTalk is configured, and what a page may know of it (never the secret). */
export function publicSettings(ctx: AppContext) {
  const settings = readDingTalkSettings(ctx.config.env)
  return settings ? { configured: true, corpId: settings.corpId, agentId: settings.agentId } : { configured: false }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

type TicketFields = Partial<Pick<typeof sysDingTicket.$inferInsert, 'dingUserId' | 'unionId' | 'dingName' | 'redirect'>>

/** Issues a single-use secret of `kind`; only its hash is stored. Expired ones are swept on the way. */
export async function issueTicket(ctx: AppContext, kind: TicketKind, fields: TicketFields): Promise<string> {
  const ticket = randomBytes(24).toString('base64url')
  const now = ctx.clock.now()
  await ctx.db.delete(sysDingTicket).where(lt(sysDingTicket.expireTime, new Date(now.getTime() - TICKET_TTL_MS)))
  await ctx.db.insert(sysDingTicket).values({
    ticketHash: sha256(ticket),
    kind,
    ...fields,
    dingName: (fields.dingName ?? '').slice(0, 64),
    expireTime: new Date(now.getTime() + TICKET_TTLS[kind]),
  })
  return ticket
}

/** Reads a ticket without spending it; an unknown, used or expired one is refused with its own message. */
async function readTicket(ctx: AppContext, kind: TicketKind, ticket: string) {
  const messages = TICKET_MESSAGES[kind]
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(ticket)) throw new ServiceError(messages.invalid, 400)
  const [row] = await ctx.db
    .select()
    .from(sysDingTicket)
    .where(and(eq(sysDingTicket.ticketHash, sha256(ticket)), eq(sysDingTicket.kind, kind)))
  if (!row) throw new ServiceError(messages.invalid, 400)
  if (row.usedTime) throw new ServiceError(messages.used, 400)
  if (row.expireTime <= ctx.clock.now()) throw new ServiceError(messages.expired, 400)
  return row
}

/** Spends a ticket read before: exactly one caller wins. */
async function spendTicket(ctx: AppContext, ticketHash: string): Promise<boolean> {
  const now = ctx.clock.now()
  const spent = await ctx.db
    .update(sysDingTicket)
    .set({ usedTime: now })
    .where(and(eq(sysDingTicket.ticketHash, ticketHash), isNull(sysDingTicket.usedTime)))
    .returning({ hash: sysDingTicket.ticketHash })
  return spent.length === 1
}

/** Reads and spends a ticket in one go (the web sign-in's state). */
export async function takeTicket(ctx: AppContext, kind: TicketKind, ticket: string) {
  const row = await readTicket(ctx, kind, ticket)
  if (!(await spendTicket(ctx, row.ticketHash))) throw new ServiceError(TICKET_MESSAGES[kind].used, 400)
  return row
}

/** Signs a bound account in: a platform session like a password login's, written to the login log. */
async function signInBound(ctx: AppContext, request: FastifyRequest, binding: typeof sysDingBinding.$inferSelect) {
  const session = await signInIdentified(ctx, request, binding.userId, {
    success: BIND_MESSAGES.signedIn,
    refusal: BIND_MESSAGES.accountUnavailable,
    fallbackName: binding.dingUserId,
  })
  await ctx.db
    .update(sysDingBinding)
    .set({ lastLoginTime: ctx.clock.now() })
    .where(eq(sysDingBinding.bindingId, binding.bindingId))
  return { access_token: session.token, expires_in: session.expiresInMinutes }
}

interface DingIdentity {
  userid: string
  unionid?: string
  name?: string
}

const bindingOf = async (ctx: AppContext, dingUserId: string) =>
  (await ctx.db.select().from(sysDingBinding).where(eq(sysDingBinding.dingUserId, dingUserId)))[0]

/** A DingTalk user who is not bound yet: a five-minute bind ticket. */
async function unboundAnswer(ctx: AppContext, identity: DingIdentity): Promise<DingUnbound> {
  const bindTicket = await issueTicket(ctx, 'bind', {
    dingUserId: identity.userid,
    unionId: identity.unionid ?? null,
    dingName: identity.name ?? '',
  })
  return { bound: false, bindTicket, dingName: identity.name ?? '' }
}

/** `POST /auth/ding/token`: the JSAPI auth code of the user who opened the H5 app inside DingTalk. */
export async function silentLogin(ctx: AppContext, request: FastifyRequest, code: string): Promise<DingTokenAnswer> {
  const identity = await dingTalk(ctx).userByAuthCode(code)
  const binding = await bindingOf(ctx, identity.userid)
  return binding ? signInBound(ctx, request, binding) : unboundAnswer(ctx, identity)
}

/**
 * The desktop web sign-in's return: the state is spent, the code exchanged, the person found. A bound person gets a
 * one-minute single-use sign-in ticket (no session yet: the page exchanges the ticket for one), else a bind ticket.
 */
export async function webSignIn(
  ctx: AppContext,
  authCode: string,
  state: string,
): Promise<{ answer: { signinTicket: string } | DingUnbound; redirect: string }> {
  const client = dingTalk(ctx)
  const started = await takeTicket(ctx, 'state', state)
  const { unionId, nick } = await client.webSignIn(authCode)
  const [known] = await ctx.db
    .select({ dingUserId: sysDingBinding.dingUserId })
    .from(sysDingBinding)
    .where(eq(sysDingBinding.unionId, unionId))
  const userid = known?.dingUserId ?? (await client.userIdByUnionId(unionId))
  const redirect = started.redirect ?? '/index'
  if (!(await bindingOf(ctx, userid)))
    return { answer: await unboundAnswer(ctx, { userid, unionid: unionId, name: nick }), redirect }
  return { answer: { signinTicket: await issueTicket(ctx, 'signin', { dingUserId: userid }) }, redirect }
}

/**
 * `POST /auth/dingding/login/ticket`: the page spends the web sign-in's ticket for a session (once, within a minute),
 * so the token never travels in a cookie a script could read nor in an address a log could keep.
 */
export async function exchangeSignInTicket(ctx: AppContext, request: FastifyRequest, ticket: string) {
  const row = await takeTicket(ctx, 'signin', ticket)
  const binding = await bindingOf(ctx, row.dingUserId ?? '')
  if (!binding) throw new ServiceError(BIND_MESSAGES.signinInvalid, 400)
  return signInBound(ctx, request, binding)
}

export interface BindBody extends LoginBody {
  bindTicket: string
}

/**
 * `POST /auth/dingding/login/bind`: the ticket's DingTalk user is bound to the account whose name and password
 * (encrypted with a `/code` key, checked exactly as at login, with its lock-out and log) are given. The ticket is
 * spent only once the password is right, so a typo does not cost the user a trip back to DingTalk.
 */
export async function bind(ctx: AppContext, request: FastifyRequest, body: BindBody) {
  const ticket = await readTicket(ctx, 'bind', body.bindTicket)
  const [taken] = await ctx.db
    .select({ id: sysDingBinding.bindingId })
    .from(sysDingBinding)
    .where(eq(sysDingBinding.dingUserId, ticket.dingUserId ?? ''))
  if (taken) throw new ServiceError(BIND_MESSAGES.dingAlreadyBound, 400)
  const session = await login(ctx, request, body, { captcha: false })
  const undo = async (msg: string): Promise<never> => {
    await endSession(ctx, hashToken(session.token))
    throw new ServiceError(msg, 400)
  }
  const user = await userByName(ctx, body.username ?? '')
  if (!user) return undo(BIND_MESSAGES.accountUnavailable)
  if (await ownBinding(ctx, user.userId)) return undo(BIND_MESSAGES.accountAlreadyBound)
  if (!(await spendTicket(ctx, ticket.ticketHash))) return undo(BIND_MESSAGES.ticketUsed)
  const inserted = await ctx.db
    .insert(sysDingBinding)
    .values({
      userId: user.userId,
      dingUserId: ticket.dingUserId!,
      unionId: ticket.unionId,
      dingName: ticket.dingName,
      createTime: ctx.clock.now(),
      lastLoginTime: ctx.clock.now(),
    })
    .onConflictDoNothing()
    .returning({ id: sysDingBinding.bindingId })
  if (inserted.length === 0) return undo(BIND_MESSAGES.dingAlreadyBound)
  return { access_token: session.token, expires_in: session.expiresInMinutes }
}

/** The caller's own binding (personal centre). */
export async function ownBinding(ctx: AppContext, userId: number) {
  const [row] = await ctx.db
    .select({
      dingUserId: sysDingBinding.dingUserId,
      dingName: sysDingBinding.dingName,
      createTime: sysDingBinding.createTime,
      lastLoginTime: sysDingBinding.lastLoginTime,
    })
    .from(sysDingBinding)
    .where(eq(sysDingBinding.userId, userId))
  return row ?? null
}

export async function removeOwnBinding(ctx: AppContext, userId: number) {
  const removed = await ctx.db.delete(sysDingBinding).where(eq(sysDingBinding.userId, userId)).returning()
  if (removed.length === 0) throw new ServiceError(BIND_MESSAGES.notBound, 400)
}
