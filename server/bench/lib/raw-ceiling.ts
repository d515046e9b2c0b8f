// The raw driver ceiling: a node-postgres pool of the server's size running one request's own SQL (captured from the
// server's query log) in `loops` concurrent loops for `seconds`, in its own process.
//   node --import tsx raw-ceiling.ts '<json: {url, pool, loops, seconds, statements: [{sql, params}]}>'
//   → prints {rps, p50, p99, requests, cpuUsPerRequest} as JSON (one "request" = every statement once, in order), counted from the first second
//   as the API's load (autocannon) counts its own: neither side is warmed
import pg from 'pg'

const job = JSON.parse(process.argv[2]) as {
  url: string
  pool: number
  loops: number
  seconds: number
  /** As the server sent them: a named statement is prepared once per connection, as the server's are. */
  statements: { sql: string; params: unknown[]; name?: string }[]
}
const pool = new pg.Pool({ connectionString: job.url, max: job.pool })
const latencies: number[] = []
const cpuAtStart = process.cpuUsage() // what starting took (tsx, imports) is not the load's
const end = Date.now() + job.seconds * 1000
await Promise.all(
  Array.from({ length: job.loops }, async () => {
    while (Date.now() < end) {
      const t = performance.now()
      for (const s of job.statements) await pool.query({ name: s.name, text: s.sql, values: s.params })
      latencies.push(performance.now() - t)
    }
  }),
)
await pool.end()
latencies.sort((a, b) => a - b)
const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]
const cpu = process.cpuUsage(cpuAtStart)
console.log(
  JSON.stringify({
    rps: latencies.length / job.seconds,
    p50: at(0.5),
    p99: at(0.99),
    requests: latencies.length,
    // the driver's own CPU per request (node-postgres: protocol, parsing, the pool)
    cpuUsPerRequest: (cpu.user + cpu.system) / Math.max(1, latencies.length),
  }),
)
