// The bare reference: a Fastify route with no session, database or hooks, returning a given body, in its own process.
//   node --import tsx bare.ts <body file>   → prints the port, serves until killed
import { readFileSync } from 'node:fs'
import Fastify from 'fastify'

const body = readFileSync(process.argv[2], 'utf8')
const app = Fastify()
app.get('/bare', async (_req, reply) => reply.type('application/json; charset=utf-8').send(body))
await app.listen({ port: 0, host: '127.0.0.1' })
console.log((app.server.address() as { port: number }).port)
