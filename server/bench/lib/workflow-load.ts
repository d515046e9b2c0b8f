// The workflow load generator, in a process of its own: `inFlight` loops, each starting an instance and completing
// the approval it opened (start → complete), for `seconds` (the first second is warm-up and not counted).
//   node --import tsx workflow-load.ts '<json: {base, token, deployId, seconds, inFlight}>'
//   → prints {cycles, perSecond, failures, startP50, startP99, completeP50, completeP99} as JSON
const job = JSON.parse(process.argv[2]) as {
  base: string
  token: string
  deployId: number
  seconds: number
  inFlight: number
}
const headers = { authorization: `Bearer ${job.token}`, 'content-type': 'application/json' }
const post = async (path: string, body: unknown) => {
  const res = await fetch(job.base + path, { method: 'POST', headers, body: JSON.stringify(body) })
  return (await res.json()) as { code: number; msg: string; data?: { tasks: { taskId: string }[] } }
}
const starts: number[] = []
const completes: number[] = []
let cycles = 0
let failures = 0
let lastError = ''
const warm = Date.now() + 1000
const end = warm + job.seconds * 1000
await Promise.all(
  Array.from({ length: job.inFlight }, async () => {
    while (Date.now() < end) {
      const t0 = performance.now()
      const started = await post(`/flowable/definition/start/${job.deployId}`, { days: 1 })
      const t1 = performance.now()
      const taskId = started.data?.tasks[0]?.taskId
      if (started.code !== 200 || !taskId) {
        failures++
        lastError = started.msg
        continue
      }
      const done = await post('/flowable/task/complete', { taskId, comment: '同意' })
      const t2 = performance.now()
      if (done.code !== 200) {
        failures++
        lastError = done.msg
        continue
      }
      if (Date.now() > warm && Date.now() < end) {
        cycles++
        starts.push(t1 - t0)
        completes.push(t2 - t1)
      }
    }
  }),
)
const at = (list: number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN
}
if (failures) console.error(`${failures} failed calls, last: ${lastError}`)
console.log(
  JSON.stringify({
    cycles,
    perSecond: cycles / job.seconds,
    failures,
    startP50: at(starts, 0.5),
    startP99: at(starts, 0.99),
    completeP50: at(completes, 0.5),
    completeP99: at(completes, 0.99),
  }),
)
