import { multipartFile, PNG_1PX } from '../../testing/fixtures'
import type { TestServer } from '../../testing/harness'

/** Uploads a 1-pixel PNG through the platform's upload and returns its address (what a photo field keeps). */
export async function uploadedImage(s: TestServer, token: string): Promise<string> {
  const { payload, headers } = multipartFile('file', 'site.png', PNG_1PX, 'image/png')
  const res = await s.fastify.inject({
    method: 'POST',
    url: '/prod-api/file/upload',
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  })
  const body = res.json() as { code: number; msg: string; url?: string; data?: { url: string } }
  if (body.code !== 200) throw new Error(`upload: ${body.msg}`)
  return body.url ?? body.data!.url
}

/** A valid general hazard of organisation `orgId` with `photos`. */
export const hazardBody = (photos: string, orgId = 103, extra: Record<string, unknown> = {}) => ({
  title: '配电室灭火器过期',
  orgId,
  location: '一号厂房配电室',
  discoverDate: '2026-05-30',
  checkType: '1',
  level: '1',
  category: '03',
  subCategory: '03-01',
  description: '配电室 2 具干粉灭火器压力不足，已过检验期',
  photos,
  ...extra,
})

/** 五落实 of a major hazard, as a body's fields. */
export const majorFields = (leaderId: number) => ({
  govTarget: '30 日内消除配电室火灾隐患',
  govMeasures: '更换灭火器，增设自动灭火装置',
  govFund: 12.5,
  govMaterials: '干粉灭火器 6 具，自动灭火装置 1 套',
  govDeadline: '2026-06-30',
  govLeaderId: leaderId,
})

/** Creates a hazard through the API and returns its id. */
export async function createdHazard(s: TestServer, token: string, body: Record<string, unknown>): Promise<number> {
  const res = await s.call('POST', '/prod-api/safety/hazard', { token, body })
  if (res.code !== 200) throw new Error(`hazard: ${res.msg}`)
  return (res.data as { hazardId: number }).hazardId
}

/** Calls the API and fails loudly unless it answers 200. */
export async function must(s: TestServer, token: string, method: string, url: string, body?: unknown) {
  const res = await s.call(method, '/prod-api' + url, { token, body })
  if (res.code !== 200) throw new Error(`${method} ${url}: ${res.code} ${res.msg}`)
  return res
}
