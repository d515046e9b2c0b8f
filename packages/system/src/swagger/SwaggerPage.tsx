import { getApiBase } from '@wp/kit'
import { PageFrame } from '@wp/ui'

/** 系统接口 (component path tool/swagger/index): the server's OpenAPI page, which reads the Admin-Token cookie. */
export default function SwaggerPage() {
  return <PageFrame src={`${getApiBase()}/swagger-ui/`} title="系统接口" testId="swagger-frame" minHeight={480} />
}
