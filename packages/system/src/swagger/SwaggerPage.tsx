import { getApiBase } from '@wp/kit'

/** 系统接口 (component path tool/swagger/index): the server's OpenAPI page, which reads the Admin-Token cookie. */
export default function SwaggerPage() {
  return (
    <iframe
      src={`${getApiBase()}/swagger-ui/`}
      title="系统接口"
      data-testid="swagger-frame"
      style={{
        width: '100%',
        height: 'calc(100vh - 150px)',
        minHeight: 480,
        border: 0,
        display: 'block',
        background: '#fff',
      }}
    />
  )
}
