/**
 * Background work of the workflow module: due timers (boundary and intermediate timer events) fired by every
 * server process, each job claimed with `FOR UPDATE SKIP LOCKED` so it fires once; jobs live in wf_job, so a
 * restart loses none. The outbox (wf_outbox) is drained by whoever registers a notifier (the DingTalk module).
 */
import type { AppContext } from '../context'
import type { Worker } from '../platform/module'
import { runDueTimers } from './commands'
import { poolOf } from './store'

export const timerWorker: Worker = {
  name: 'workflow-timers',
  start(ctx) {
    let stopped = false
    let running: Promise<unknown> = Promise.resolve()
    const tick = () => {
      if (stopped) return
      running = runDueTimers(ctx).finally(() => {
        if (!stopped) timer = setTimeout(tick, 1000)
      })
    }
    let timer = setTimeout(tick, 1000)
    return {
      async stop() {
        stopped = true
        clearTimeout(timer)
        await running.catch(() => undefined)
      },
    }
  },
}

/** A notification waiting in the outbox. */
export interface OutboxMessage {
  id: number
  /** task | remind | copy | notice */
  topic: string
  userId: number
  instanceId: number
  taskId: number | null
  title: string
  /** `/h5/approval?taskId=…` */
  link: string
}

/** Sends one notification (DingTalk work notice, mail…); throws to retry later. */
export interface Notifier {
  send(message: OutboxMessage): Promise<void>
}

/**
 * Sends up to `limit` unsent notifications through `notifier`; a row is marked sent only after its send succeeded,
 * and rows are claimed with SKIP LOCKED so several processes never send one twice. Returns how many were sent.
 */
export async function drainOutbox(ctx: AppContext, notifier: Notifier, limit = 50): Promise<number> {
  const client = await poolOf(ctx.db).connect()
  let sent = 0
  try {
    await client.query('BEGIN')
    const { rows } = await client.query(
      `SELECT id, topic, user_id, instance_id, task_id, title, link FROM wf_outbox
       WHERE sent_time IS NULL AND attempts < 10 ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`,
      [limit],
    )
    for (const r of rows) {
      const message: OutboxMessage = {
        id: Number(r.id),
        topic: r.topic,
        userId: Number(r.user_id),
        instanceId: Number(r.instance_id),
        taskId: r.task_id === null ? null : Number(r.task_id),
        title: r.title,
        link: r.link,
      }
      try {
        await notifier.send(message)
        await client.query('UPDATE wf_outbox SET sent_time = $2 WHERE id = $1', [message.id, ctx.clock.now()])
        sent++
      } catch {
        await client.query('UPDATE wf_outbox SET attempts = attempts + 1 WHERE id = $1', [message.id])
      }
    }
    await client.query('COMMIT')
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw err
  } finally {
    client.release()
  }
  return sent
}
