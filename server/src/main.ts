import { boot } from './boot'
import { readConfig } from './config'
import { modules } from './modules'

const config = readConfig()
const started = Date.now()
const server = await boot(config, { logger: true, modules })
await server.fastify.listen({ port: config.port, host: config.host })
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
