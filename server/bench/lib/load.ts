// The load generator, in a process of its own so its CPU and memory are not the server's:
//   node --import tsx load.ts '<json: {url, seconds, connections, headers, expect}>'
//   → prints {rps, p50, p99, bytes, checked, requests, cpuUsPerRequest} as JSON; exits 1 on any non-2xx answer, error or wrong answer.
// Besides autocannon's load, a sampler fetches the same URL with the same headers every 200 ms through the run and
// checks each answer's envelope: code 200 and the expected shape (`expect`, see `checkAnswer`). A refusal travels as
// HTTP 200 inside the envelope, so status codes alone would count a 401 as throughput.
import autocannon from 'autocannon'
import { checkAnswer, type Expect } from './answers'
import { figures } from './figures'

const { url, seconds, connections, headers, expect } = JSON.parse(process.argv[2]) as {
  url: string
  seconds: number
  connections: number
  headers?: Record<string, string>
  expect?: Expect
}

let checked = 0
const wrong: string[] = []
let sampling = true
async function sample() {
  while (sampling) {
    try {
      // fetch undoes gzip and brotli, so a compressed answer is checked as the browser reads it.
      const text = await (await fetch(url, { headers })).text()
      const problem = checkAnswer(text, expect)
      checked++
      if (problem) wrong.push(problem)
    } catch (err) {
      wrong.push(`sample failed: ${(err as Error).message}`)
    }
    await new Promise((r) => setTimeout(r, 200))
  }
}
const cpuAtStart = process.cpuUsage() // what starting took (tsx, imports) is not the load's
const sampler = sample()
const r = await autocannon({ url, connections, duration: seconds, headers })
sampling = false
await sampler
if (r.non2xx || r.errors || r.timeouts || wrong.length || checked === 0) {
  console.error(
    `${url}: ${r.non2xx} non-2xx answers, ${r.errors} errors, ${r.timeouts} timeouts, ` +
      `${wrong.length} of ${checked} sampled answers wrong${wrong.length ? `: ${wrong[0]}` : ''}`,
  )
  process.exit(1)
}
// The generator's own CPU (autocannon and the sampler) per answer: on a shared machine it is taken from the server.
const cpu = process.cpuUsage(cpuAtStart)
const cpuUsPerRequest = (cpu.user + cpu.system) / Math.max(1, r.requests.total)
console.log(
  JSON.stringify({ ...figures(r), bytes: r.throughput.average, checked, requests: r.requests.total, cpuUsPerRequest }),
)
