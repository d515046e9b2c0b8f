import { TOOL_PERMISSIONS } from '@wp/contract'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../context'
import { authenticate, hasPermission } from '../auth/session'
import { fail } from '../http/envelope'
import type { Router } from '../http/route'

/** The "系统接口" menu's permission. */
export const DOCS_PERMISSION = TOOL_PERMISSIONS.swagger.list

/** Must run before any route is added, so the document sees them all. */
export async function registerOpenApi(fastify: FastifyInstance) {
  await fastify.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: '综合工作平台 API',
        version: '1.0.0',
        description:
          '所有接口返回 HTTP 200，结果在响应体 `code` 中：200 成功，401 未登录或会话失效，403 无权限，400 参数错误，500 业务错误。列表返回 `{code,msg,rows,total}`。',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
  })
}

/** The JSON document and the browsable page, both behind the "API docs" permission. */
export async function registerDocs(fastify: FastifyInstance, router: Router, ctx: AppContext) {
  router.get('/v3/api-docs', {
    access: DOCS_PERMISSION,
    summary: 'OpenAPI 文档',
    handler: async () => fastify.swagger(),
  })
  await fastify.register(swaggerUi, {
    routePrefix: '/prod-api/swagger-ui',
    // no validator badge: it would load an image from validator.swagger.io, which the policy refuses
    uiConfig: { url: '/prod-api/v3/api-docs', withCredentials: true, validatorUrl: null } as never,
    uiHooks: {
      onRequest: async (request, reply) => {
        const user = await authenticate(ctx, request, reply, { optional: true })
        if (!user)
          return reply
            .status(401)
            .type('text/html; charset=utf-8')
            .send('<meta charset="utf-8"><p>请先登录综合工作平台。</p>')
        if (!hasPermission(user, DOCS_PERMISSION)) return reply.send(fail('没有访问权限，请联系管理员授权', 403))
      },
    },
    // no policy of its own: the product's (app.ts), set on every page, applies, and it allows the inline styles
    // Swagger UI writes (the plugin's stricter `style-src 'self' https:` made each visit log a violation)
    staticCSP: false,
  })
}
