/** Helpers of the workflow tests and security samples: deploy, start, find tasks through the API. */
import type { Envelope, TestServer } from '../../testing/harness'

const API = '/prod-api'

export async function call(
  s: TestServer,
  token: string,
  method: string,
  url: string,
  body?: unknown,
): Promise<Envelope> {
  return s.call(method, API + url, { token, body })
}

async function must(res: Promise<Envelope>, what: string) {
  const r = await res
  if (r.code !== 200) throw new Error(`${what}: ${r.code} ${r.msg}`)
  return r
}

/** Deploys a model; returns its deployment id. */
export async function deployXml(s: TestServer, token: string, xml: string, category = 'office'): Promise<number> {
  const r = await must(call(s, token, 'POST', '/flowable/definition/save', { xml, category }), 'deploy')
  return Number(r.data.deploymentId)
}

/** Starts an instance; returns its id and the tasks it opened. */
export async function startFlow(s: TestServer, token: string, deployId: number, vars: Record<string, unknown> = {}) {
  const r = await must(call(s, token, 'POST', `/flowable/definition/start/${deployId}`, vars), 'start')
  return r.data as { procInsId: string; tasks: { taskId: string; taskName: string; assigneeId: number | null }[] }
}

export { taskOf, todo } from '../../testing/fixtures'
