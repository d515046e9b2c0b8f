import { BUSINESS_TYPE as B, TOOL_PERMISSIONS as T } from '@wp/contract'
import { multipartFile, PNG_1PX } from '../testing/fixtures'
import type { SecurityTable } from '../testing/security-table'

// Found by its file name and loaded only by the security test (server/src/security.test.ts), never in production.

const png = async () => multipartFile('file', 'a.png', PNG_1PX, 'image/png')

/** The platform's routes: files and the API document. */
export const securityTable: SecurityTable = {
  'POST /file/upload': { access: 'signed-in', log: { title: '文件上传', type: B.INSERT }, sample: { file: png } },
  'GET /file/:fileId': {
    access: 'signed-in',
    sample: async (s, admin) => {
      const { payload, headers } = await png()
      const res = await s.fastify.inject({
        method: 'POST',
        url: '/prod-api/file/upload',
        payload,
        headers: { ...headers, authorization: `Bearer ${admin}` },
      })
      return { url: (JSON.parse(res.body) as { data: { url: string } }).data.url.slice('/prod-api'.length) }
    },
  },
  'GET /v3/api-docs': { access: T.swagger.list },
  'GET /health': { access: 'public' },
  'GET /health/liveness': { access: 'public' },
  'GET /health/readiness': { access: 'public' },
}
