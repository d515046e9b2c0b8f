import { boot } from './boot'
import { readConfig } from './config'
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

const server = await boot(config, { logger: true, modules }).catch(stopOn)
await server.fastify.listen({ port: config.port, host: config.host }).catch(async (err: unknown) => {
  await server.close().catch(() => undefined)
  stopOn(err)
})
server.startWorkers()
const where = server.database.embedded ? `embedded PostgreSQL in ${server.database.embedded.dir}` : 'DATABASE_URL'
server.fastify.log.info(
  `综合工作平台 listening on http://localhost:${config.port} (${where}, ready in ${Date.now() - started} ms)`,
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
