import type { ServerResponse } from 'node:http'
import { STAT_STREAM_EVENTS, STATISTICS_PERMISSIONS as S, type ScreenCode, type StatChangeEvent } from '@wp/contract'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { ServiceError } from '../../http/errors'
import type { Router } from '../../http/route'
import { CHANGE_TOPIC, REVOKE_TOPIC } from './events'

/** How often an idle stream hears from the server (keeps proxies from closing it, lets clients see it is alive). */
export const HEARTBEAT_MS = 15_000
/** Open streams one process holds at most (each is a socket and a little memory). */
export const MAX_STREAMS = 2000

interface Client {
  res: ServerResponse
  /** The display token's id, when a wall display opened the stream. */
  deviceId?: number
  /** The screens a display token may show (its events are limited to them); undefined for people. */
  screens?: ScreenCode[]
}

/**
 * The open `/statistics/stream` connections of this process. Changes reach it through the cache bus (PostgreSQL
 * LISTEN/NOTIFY), so a figure saved on any process reaches every process's streams; a revoked display token's
 * streams are told and closed.
 */
export class StreamHub {
  private readonly clients = new Set<Client>()
  private heartbeat?: NodeJS.Timeout

  constructor(ctx: AppContext) {
    ctx.bus.on(CHANGE_TOPIC, (payload) => this.change(payload as StatChangeEvent))
    ctx.bus.on(REVOKE_TOPIC, (payload) => this.revoke((payload as { ids: number[] }).ids))
  }

  get size() {
    return this.clients.size
  }

  add(client: Client) {
    this.clients.add(client)
    client.res.on('close', () => this.remove(client))
    if (!this.heartbeat) {
      this.heartbeat = setInterval(() => this.broadcast(STAT_STREAM_EVENTS.heartbeat, { at: Date.now() }), HEARTBEAT_MS)
      this.heartbeat.unref()
    }
  }

  private remove(client: Client) {
    this.clients.delete(client)
    if (!this.clients.size && this.heartbeat) {
      clearInterval(this.heartbeat)
      this.heartbeat = undefined
    }
  }

  private send(client: Client, event: string, data: unknown) {
    if (!client.res.writableEnded) client.res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
  }

  private broadcast(event: string, data: unknown, only?: (c: Client) => boolean) {
    for (const c of this.clients) if (!only || only(c)) this.send(c, event, data)
  }

  private change(event: StatChangeEvent) {
    this.broadcast(
      STAT_STREAM_EVENTS.change,
      event,
      (c) => !c.screens || c.screens.some((sc) => event.screens.includes(sc)),
    )
  }

  private revoke(ids: number[]) {
    for (const c of [...this.clients])
      if (c.deviceId !== undefined && ids.includes(c.deviceId)) {
        this.send(c, STAT_STREAM_EVENTS.revoked, { reason: '显示令牌已吊销' })
        c.res.end()
        this.remove(c)
      }
  }

  /** Ends every stream (the server is stopping). */
  closeAll() {
    for (const c of [...this.clients]) {
      c.res.end()
      this.remove(c)
    }
  }
}

export function streamRoutes(r: Router, ctx: AppContext) {
  const hub = new StreamHub(ctx)
  r.onClose(() => hub.closeAll())
  r.get('/statistics/stream', {
    access: S.screen.stream,
    summary: '大屏实时数据（server-sent events）：change 数据变更、heartbeat 心跳；显示令牌吊销时发送 revoked 并关闭',
    query: z.object({
      /** The stream ends after this many seconds (the client reconnects), so balancers can move long-lived clients. */
      maxSeconds: z.preprocess(
        (v) => (v === '' ? undefined : v),
        z.coerce.number().int().min(0).max(86_400).default(3600),
      ),
    }),
    handler: async ({ reply, user, query }) => {
      if (hub.size >= MAX_STREAMS) throw new ServiceError('实时数据连接过多，请稍后再试', 503)
      reply.hijack()
      const res = reply.raw
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      })
      // Reconnect after 3 s if the connection drops; the first heartbeat says the stream is open.
      res.write(`retry: 3000\n\n`)
      const screens = user.device
        ? (['bigscreen6', 'bigscreen7'] as const).filter((sc) => user.permissions.includes(S.screen[sc]))
        : undefined
      res.write(`event: ${STAT_STREAM_EVENTS.heartbeat}\ndata: ${JSON.stringify({ at: Date.now() })}\n\n`)
      if (query.maxSeconds === 0) return void res.end()
      hub.add({ res, deviceId: user.device?.deviceId, screens })
      const limit = setTimeout(() => res.end(), query.maxSeconds * 1000)
      limit.unref()
      res.on('close', () => clearTimeout(limit))
    },
  })
  return hub
}
