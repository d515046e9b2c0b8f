import type autocannon from 'autocannon'

/** A load run's throughput (requests a second) and latencies (ms), as every load helper reports them. */
export const figures = (r: autocannon.Result) => ({
  rps: r.requests.average,
  p50: r.latency.p50,
  p99: r.latency.p99,
  max: r.latency.max,
})
