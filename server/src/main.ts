import cluster from 'node:cluster'
import path from 'node:path'
import { allModules, boot, seedModules } from './boot'
import { readConfig } from './config'
import { databaseSettings, openDatabase } from './db/client'
import { StartupProblem } from './db/embedded-postgres'
import { modules } from './modules'

const config = readConfig()
const started = Date.now()

/**
 * A condition the product expects at start (a StartupProblem, the port taken) ends the process with its message on
 * one line; anything else is a defect and keeps its stack trace.
 */
function stopOn(err: unknown): never {
  if (err instanceof StartupProblem) console.error(`启动失败：${err.message}`)
  else if ((err as NodeJS.ErrnoException | undefined)?.code === 'EADDRINUSE')
    console.error(
      `启动失败：端口 ${config.port} 已被占用，请换一个端口（PORT）或停止占用它的程序 / port ${config.port} is in use`,
    )
  else console.error(err)
  process.exit(1)
}

/**
 * API_PROCESSES=N (default 1): N API processes on one port (node:cluster) and one database. The first process
 * (the primary) owns the database's start (the embedded cluster, when there is no DATABASE_URL), applies the
 * migrations and seeds once, then runs N workers that serve and restarts any that dies; each worker is what a
 * single process would be. Several machines behind a load balancer run one such group each on DATABASE_URL.
 */
const processes = Math.max(1, Number(config.env.API_PROCESSES ?? 1) || 1)

if (processes > 1 && cluster.isPrimary) await primary()
else await serve()

async function serve() {
  const server = await boot(config, { logger: true, modules }).catch(stopOn)
  await server.fastify.listen({ port: config.port, host: config.host }).catch(async (err: unknown) => {
    await server.close().catch(() => undefined)
    stopOn(err)
  })
  server.startWorkers()
  const where = server.database.embedded ? `embedded PostgreSQL in ${server.database.embedded.dir}` : 'DATABASE_URL'
  server.fastify.log.info(
    `综合工作平台 listening on http://localhost:${config.port} (${where}, ready in ${Date.now() - started} ms` +
      `${cluster.isWorker ? `, process ${cluster.worker!.id} of ${processes}` : ''})`,
  )
  let closing = false
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return
      closing = true
      server.close().then(
        () => process.exit(0),
        (err: unknown) => {
          console.error(err)
          process.exit(1)
        },
      )
    })
  }
}

async function primary() {
  const database = await openDatabase({
    ...databaseSettings(config.env),
    url: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pg'),
    poolSize: 2,
  }).catch(stopOn)
  await database.migrate()
  await seedModules(database.db, allModules(modules), { initialPassword: config.initialAdminPassword, now: new Date() })
  // The workers reach the embedded cluster through its socket; a given DATABASE_URL stays theirs as it is.
  const env = { DATABASE_URL: database.url }
  let closing = false
  const fork = () => cluster.fork(env)
  cluster.on('exit', (worker, code, signal) => {
    if (closing) return
    console.error(`API process ${worker.id} ended (${signal ?? code}); starting another`)
    setTimeout(fork, 500)
  })
  for (let i = 0; i < processes; i++) fork()
  console.log(`综合工作平台: ${processes} API processes on port ${config.port}`)
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      if (closing) return
      closing = true
      const workers = Object.values(cluster.workers ?? {})
      let left = workers.length
      const done = () => void database.close().finally(() => process.exit(0))
      if (!left) return done()
      for (const w of workers) {
        w!.once('exit', () => --left === 0 && done())
        w!.process.kill('SIGTERM')
      }
    })
}
