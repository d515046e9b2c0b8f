import type { Database } from '../db/client'
import { DATABASE_UNAVAILABLE_MSG } from './errors'
import type { Router } from './route'

/**
 * Health for probes and load balancers (Spring Boot's actuator shape, as the family's services answer it):
 * `/health/liveness` says the process answers; `/health/readiness` and `/health` also that the database does, and
 * which one it is (the embedded cluster or `DATABASE_URL`). Not ready is HTTP 503 with the envelope, so a balancer
 * takes the instance out until the database is back.
 */
export function healthRoutes(r: Router, database: Pick<Database, 'ready' | 'embedded'>) {
  const kind = database.embedded ? 'embedded' : 'DATABASE_URL'
  r.get('/health/liveness', {
    access: 'public',
    summary: '存活探针：进程在应答',
    handler: () => ({ code: 200, msg: '操作成功', status: 'UP' }),
  })
  const readiness = async ({ reply }: { reply: { status(code: number): unknown } }) => {
    const up = await database.ready()
    if (!up) reply.status(503)
    return {
      code: up ? 200 : 503,
      msg: up ? '操作成功' : DATABASE_UNAVAILABLE_MSG,
      status: up ? 'UP' : 'DOWN',
      database: { status: up ? 'UP' : 'DOWN', kind },
    }
  }
  r.get('/health/readiness', {
    access: 'public',
    summary: '就绪探针：数据库可用（不可用时 HTTP 503）',
    handler: readiness,
  })
  r.get('/health', { access: 'public', summary: '健康状况：进程与数据库（嵌入式或 DATABASE_URL）', handler: readiness })
}
