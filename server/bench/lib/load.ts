// The load generator, in a process of its own so its CPU and memory are not the server's:
//   node --import tsx load.ts '<json: {url, seconds, connections, headers}>'   → prints {rps, p50, p99, bytes} as JSON
import autocannon from 'autocannon'

const { url, seconds, connections, headers } = JSON.parse(process.argv[2]) as {
  url: string
  seconds: number
  connections: number
  headers?: Record<string, string>
}
const r = await autocannon({ url, connections, duration: seconds, headers })
if (r.non2xx || r.errors) {
  console.error(`${url}: ${r.non2xx} non-2xx answers, ${r.errors} errors`)
  process.exit(1)
}
console.log(
  JSON.stringify({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, bytes: r.throughput.average }),
)
